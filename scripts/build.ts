import { buildMainAndPreload, buildRenderer } from './build-app';

// `npm run build`: dist/ as the packaged app ships it (scripts/build-app.ts), for electron-builder to package.
await buildRenderer();
await buildMainAndPreload();
