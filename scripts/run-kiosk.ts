import { runKiosk } from './kiosk-runner';

// What `npm start` runs once scripts/start.js has built it (to dist/run-kiosk.js, plain JavaScript): the kiosk, with
// nothing of `npm run dev`'s (scripts/kiosk-runner.ts).
await runKiosk();
