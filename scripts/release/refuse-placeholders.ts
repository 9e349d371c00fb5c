import { fileURLToPath } from 'node:url';
import { feedPlaceholders, placeholderRefusal, signingPlaceholders } from '../packaging/placeholders';

// The release workflow's check, before any installer is built: no placeholder in the update feed or the Windows
// signing names, and no way to opt out, so a forgotten step never points a fleet at a stranger's releases.

const root = fileURLToPath(new URL('../..', import.meta.url));
const found = [...feedPlaceholders(root), ...signingPlaceholders(root)];
if (found.length > 0) {
  // One annotation, its lines joined as GitHub's workflow commands encode a line break.
  console.log(`::error::${placeholderRefusal(found).replaceAll('\n', '%0A')}`);
  process.exit(1);
}
console.log('placeholders: none; the update feed and the Windows signing names are the vendor’s own');
