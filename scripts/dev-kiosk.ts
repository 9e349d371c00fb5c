import { runKiosk } from './kiosk-runner';

// What `npm run dev` runs (built to dist/dev-kiosk.js, restarted by scripts/dev.ts on every change to main): the kiosk as
// `npm start` runs it, told over the IPC channel dev.ts opened when the screens were built again, so they reload. Only
// dev starts this file: `npm start` runs dist/run-kiosk.js, and the packaged app has neither (electron-builder.yml).

// Dev gone, even killed: so is its kiosk, which would otherwise hold the user-data folder (K15) with nobody to stop it.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
const listeners = new Set<() => void>();
const host = await runKiosk({
  screensRebuilt: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
});
process.on('message', (message) => {
  if (message !== 'screens-rebuilt') return;
  // Electron's window has no way to be told, and the app keeps none (K15): dev starts it again instead.
  if (host === 'electron') process.send?.('restart');
  else for (const listener of listeners) listener();
});
