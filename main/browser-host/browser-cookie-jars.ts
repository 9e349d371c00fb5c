import { z } from 'zod';
import type { DevtoolsConnection } from './devtools-connection';

// K4, K15: whether a session is the kiosk's own browser's. A session counts only when its cookie sits in the jar of a
// browser main watches over DevTools: the cookie is HttpOnly, so no page can copy it there, and only main holds that
// DevTools connection (a pipe to the Chromium it launched), so no other program can put one there either.

const targets = z.object({ targetInfos: z.array(z.object({ targetId: z.string(), type: z.string() })) });
const attached = z.object({ sessionId: z.string() });
const cookies = z.object({ cookies: z.array(z.object({ name: z.string(), value: z.string() })) });

/**
 * Whether a page of the browser holds the cookie `name=value` for `address`. Asked of each page, as the jar of an
 * incognito window is known only to its pages (Storage.getCookies finds no such browser context).
 */
export async function browserHoldsCookie(connection: DevtoolsConnection, address: string, name: string, value: string): Promise<boolean> {
  const { targetInfos } = targets.parse(await connection.send('Target.getTargets'));
  for (const page of targetInfos.filter((target) => target.type === 'page')) {
    const { sessionId } = attached.parse(await connection.send('Target.attachToTarget', { targetId: page.targetId, flatten: true }));
    try {
      const jar = cookies.parse(await connection.send('Network.getCookies', { urls: [address] }, sessionId));
      if (jar.cookies.some((cookie) => cookie.name === name && cookie.value === value)) return true;
    } finally {
      await connection.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    }
  }
  return false;
}
