import { z } from 'zod';
import type { BrowserHost } from '../../../../main/browser-host';
import { launchKioskChromium, type KioskChromium } from '../../../../main/browser-host/kiosk-chromium';

// K4, K15: the Chromium `npm start` opens (headless here), let in with the host's one-time address over its DevTools
// pipe and watched by the host, so customer mode's channels answer. A test calls the bridge as that browser does, with
// the session cookie read from its jar over the same pipe.

export interface WatchedBrowser {
  browser: KioskChromium;
  /** The browser's session cookie, as a `cookie` header carries it. */
  cookie: string;
}

const targets = z.object({ targetInfos: z.array(z.object({ targetId: z.string(), type: z.string() })) });
const cookies = z.object({ cookies: z.array(z.object({ name: z.string(), value: z.string() })) });

export async function openWatchedBrowser(host: Pick<BrowserHost, 'url' | 'home' | 'watchBrowser'>): Promise<WatchedBrowser> {
  const browser = await launchKioskChromium({
    executable: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    address: () => host.url,
    extraFlags: ['--headless'],
  });
  await host.watchBrowser(browser.devtools);
  for (let tries = 0; tries < 200; tries++) {
    const { targetInfos } = targets.parse(await browser.devtools.send('Target.getTargets'));
    for (const page of targetInfos.filter((target) => target.type === 'page')) {
      const { sessionId } = z
        .object({ sessionId: z.string() })
        .parse(await browser.devtools.send('Target.attachToTarget', { targetId: page.targetId, flatten: true }));
      const jar = cookies.parse(await browser.devtools.send('Network.getCookies', { urls: [host.home] }, sessionId));
      await browser.devtools.send('Target.detachFromTarget', { sessionId });
      const session = jar.cookies.find((cookie) => cookie.name.startsWith('kiosk-session-'));
      if (session) return { browser, cookie: `${session.name}=${session.value}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await browser.close();
  throw new Error('the kiosk’s browser was never let in');
}
