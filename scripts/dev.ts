import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstScreenFolder } from '../shared/first-screen-script';
import { buildKioskRunner, buildMainAndPreload, buildRenderer } from './build-app';

// `npm run dev [-- npm start's options]`: for working on the kiosk. Vite rebuilds the screens into dist/renderer on
// every change (a reload shows them: both hosts read the files as asked), main and preload are built for Electron,
// and the kiosk runs from its TypeScript through tsx, restarting when main changes. `npm start` runs none of this.
// No first screen drawn by main here (dist/first-screen removed): it would show the screens as they were at the last
// build until React's replaced them.

const root = fileURLToPath(new URL('..', import.meta.url));

await rm(join(root, 'dist', firstScreenFolder), { recursive: true, force: true });
await buildMainAndPreload();
await buildKioskRunner();
const renderer = await buildRenderer({ watch: true });
const kiosk = spawn(
  join(root, 'node_modules/.bin/tsx'),
  ['watch', '--clear-screen=false', join(root, 'scripts/run-kiosk.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    kiosk.kill(signal);
    void renderer.close();
  });
kiosk.on('exit', (code) => process.exit(code ?? 0));
