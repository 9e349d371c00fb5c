import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowPlaceholderFeedFlag, feedPlaceholders, placeholderRefusal } from './packaging/placeholders';
import { createStubElectronDist } from './stub-electron-dist';

// `npm run package`: what `npm start` builds (scripts/build-app.ts), then electron-builder's `dir` target for
// Linux from a stub Electron distribution (scripts/stub-electron-dist.ts), since no Electron binary can be
// downloaded here. Everything else — files, asar, fuses, npmRebuild — comes from electron-builder.yml, so the
// app.asar in out/linux-unpacked/resources is the one the real installers ship. The installers themselves
// (AppImage, deb, nsis, dmg) are built by .github/workflows/release.yml on each OS. It refuses the placeholder update
// feed before building anything, unless a local dry build passes --allow-placeholder-feed (scripts/packaging/placeholders.ts).

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'out');

const placeholders = feedPlaceholders(root);
if (placeholders.length > 0) {
  if (!process.argv.includes(allowPlaceholderFeedFlag)) {
    console.error(placeholderRefusal(placeholders, allowPlaceholderFeedFlag));
    process.exit(1);
  }
  console.warn(`package: the update feed is a placeholder (${allowPlaceholderFeedFlag}): this build is for trying, not for kiosks.`);
}

await import('./build');
await rm(join(outDir, 'linux-unpacked'), { recursive: true, force: true });
const electronDist = await createStubElectronDist(join(outDir, 'stub-electron-dist'));

const { Arch, Platform, build } = await import('electron-builder');
await build({
  projectDir: root,
  targets: Platform.LINUX.createTarget('dir', Arch.x64),
  publish: 'never',
  config: { electronDist },
});
console.log(`package: ${join(outDir, 'linux-unpacked')}`);
