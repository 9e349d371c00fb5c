import { screensRebuiltPath } from '../../shared/screens-rebuilt';

// `npm run dev` only (scripts/dev-screens-reload.ts adds this to the page): the page reloads once its screens are built again.
const rebuilt = new EventSource(screensRebuiltPath);
rebuilt.addEventListener('message', () => location.reload());
// Electron's app:// has no such stream (there dev restarts the app), and a restarted host no longer knows this page.
rebuilt.addEventListener('error', () => rebuilt.close());
