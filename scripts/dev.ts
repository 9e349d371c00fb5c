import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFirstScreen, buildKioskRunner, buildMainAndPreload, buildRenderer } from './build-app';

// `npm run dev [-- npm start's options]`: for working on the kiosk. Vite rebuilds the screens into dist/renderer on
// every change (a reload shows them: both hosts read the files as asked), and the first screen's server rendering
// into dist/first-screen with them (main imports the new one), so a page starts as the build's does; main and preload
// are built for Electron, and the kiosk runs from its TypeScript through tsx, restarting when main changes.

const root = fileURLToPath(new URL('..', import.meta.url));

await buildMainAndPreload();
await buildKioskRunner();
const renderer = await buildRenderer({ watch: true });
const firstScreen = await buildFirstScreen({ watch: true });
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
    void firstScreen.close();
  });
kiosk.on('exit', (code) => process.exit(code ?? 0));
