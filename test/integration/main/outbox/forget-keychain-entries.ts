import { deviceKeychainService, keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';

// Run as its own process by forgetKeychainEntries (drill-fixture.ts): keytar's findCredentials reads each entry's
// secret after finding it, and when another file's kiosk deletes one in between, libsecret hands back no value and
// keytar crashes the whole process ("secret_value_get_text: assertion 'value' failed"). Here that costs a clean-up,
// not the vitest worker and every test in it. Arguments: the installation ids whose entries go.

const ids = process.argv.slice(2);
const keychain = new KeytarStore();
for (const service of [...(['training', 'sandbox', 'live'] as const).map((kind) => keychainService(kind)), deviceKeychainService()])
  for (const account of await keychain.list(service))
    if (ids.some((id) => account.startsWith(`${id}.`))) await keychain.delete(service, account);
