import { randomUUID } from 'node:crypto';

// Each integration file (and every kiosk process it starts) keeps its keychain entries under a test service of its own:
// keytar's listing reads each entry it found, and another file's kiosk deleting one in between crashed the worker
// (libsecret's "secret_value_get_text: assertion 'value' failed"). The kiosk itself never lists the keychain.
process.env.KIOSK_TEST_KEYCHAIN = `file-${randomUUID().slice(0, 8)}`;
