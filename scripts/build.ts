import { writeFile } from 'node:fs/promises';
import { buildFirstScreen, buildKioskRunner, buildMainAndPreload, buildRenderer } from './build-app';
import { openApiFile, openApiText } from './write-openapi';

// `npm run build`: dist/ as the packaged app ships it (scripts/build-app.ts), for electron-builder to package, and
// the kiosk runner `npm start` runs (scripts/start.js builds through here when the sources changed).
await buildRenderer();
await buildFirstScreen();
await buildMainAndPreload();
await buildKioskRunner();
// The sandbox's description for vendors, kept in docs/ beside the code it describes.
await writeFile(openApiFile, openApiText());
