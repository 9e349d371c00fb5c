import { z } from 'zod';
import type { DevtoolsConnection } from './devtools-connection';

// K4, K15: whether a session is the kiosk's own browser's. A session counts only when its cookie sits in the jar of a
// browser main watches over DevTools: the cookie is HttpOnly, so no page can copy it there, and only main holds that
// DevTools connection (a pipe to the Chromium it launched), so no other program can put one there either.

const targets = z.object({ targetInfos: z.array(z.object({ type: z.string(), browserContextId: z.string().optional() })) });
const cookies = z.object({ cookies: z.array(z.object({ name: z.string(), value: z.string() })) });

/** Whether any browsing context of the browser with a page open holds the cookie `name=value`. */
export async function browserHoldsCookie(connection: DevtoolsConnection, name: string, value: string): Promise<boolean> {
  const { targetInfos } = targets.parse(await connection.send('Target.getTargets'));
  const contexts = new Set(targetInfos.filter((target) => target.type === 'page').map((target) => target.browserContextId));
  for (const browserContextId of contexts) {
    const jar = cookies.parse(await connection.send('Storage.getCookies', browserContextId === undefined ? {} : { browserContextId }));
    if (jar.cookies.some((cookie) => cookie.name === name && cookie.value === value)) return true;
  }
  return false;
}
