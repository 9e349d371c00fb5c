import { buildFirstScreen, buildKioskRunner, buildMainAndPreload, buildRenderer } from './build-app';

// `npm run build`: dist/ as the packaged app ships it (scripts/build-app.ts), for electron-builder to package, and
// the kiosk runner `npm start` runs (scripts/start.js builds through here when the sources changed).
await buildRenderer();
await buildFirstScreen();
await buildMainAndPreload();
await buildKioskRunner();
