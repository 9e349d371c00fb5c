import type { ServerResponse } from 'node:http';
import type { ScreensRebuilt } from '../../shared/screens-rebuilt';
import { eventStreamHeaders } from '../ipc/http-event-stream';

/** `npm run dev` only: one server-sent event each time the screens are built again, for as long as the page listens. */
export function streamScreensRebuilt(response: ServerResponse, screensRebuilt: ScreensRebuilt): void {
  const stop = screensRebuilt(() => response.write('data: rebuilt\n\n'));
  response.on('close', stop);
  response.writeHead(200, eventStreamHeaders);
  // The headers go at once: the page, and a test, know from them that the next build reaches it.
  response.flushHeaders();
}
