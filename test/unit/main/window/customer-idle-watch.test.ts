import { describe, expect, it } from 'vitest';
import { CustomerIdleWatch, type WatchedPage } from '../../../../main/window/customer-idle-watch';

// K4 on the provider's form: "Still there?" for the last 20 seconds, then the form leaves the screen and the
// hand-over goes; our own pages are left to the screens' own idle guard.

const checkout = 'https://checkout.provider.example';
const home = 'http://127.0.0.1:4310/';

function world(limitSeconds = 60) {
  const clock = { now: 0 };
  const said: string[] = [];
  let idle = 0;
  const page: WatchedPage & { at: string } = {
    id: 'p1',
    at: `${checkout}/apply/form`,
    url: () => page.at,
    showWarning: async (left) => void said.push(`warn ${left}`),
    hideWarning: async () => void said.push('hide'),
    leave: async (to) => {
      said.push(`leave for ${to}`);
      page.at = to;
    },
  };
  const watch = new CustomerIdleWatch({
    checkoutOrigin: async () => checkout,
    home: () => home,
    limitSeconds: () => limitSeconds,
    warningSeconds: 20,
    onIdle: async () => void (idle += 1),
    now: () => clock.now,
    timers: { set: () => () => undefined },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  watch.track(page);
  const at = async (seconds: number) => {
    clock.now = seconds * 1_000;
    await watch.tick();
  };
  return { watch, page, said, at, idle: () => idle, clock };
}

describe('CustomerIdleWatch', () => {
  it('warns for the last 20 seconds, counting down, then leaves the form and lets the hand-over go', async () => {
    const kiosk = world(60);
    await kiosk.at(39);
    expect(kiosk.said).toEqual([]);
    await kiosk.at(40);
    await kiosk.at(59);
    expect(kiosk.said).toEqual(['warn 20', 'warn 1']);
    await kiosk.at(60);
    expect(kiosk.said.at(-1)).toBe(`leave for ${home}`);
    expect(kiosk.idle()).toBe(1);
    // Back on our own page: nothing more to do there.
    await kiosk.at(200);
    expect(kiosk.idle()).toBe(1);
  });

  it('takes a touch as the customer being there: the warning goes and the count starts again', async () => {
    const kiosk = world(60);
    await kiosk.at(45);
    kiosk.clock.now = 50_000;
    kiosk.watch.activity('p1');
    expect(kiosk.said).toEqual(['warn 15', 'hide']);
    await kiosk.at(109);
    expect(kiosk.said.at(-1)).toBe('warn 1');
    expect(kiosk.idle()).toBe(0);
    await kiosk.at(110);
    expect(kiosk.idle()).toBe(1);
  });

  it('leaves our own pages, and other sites, to others: time there does not count', async () => {
    const kiosk = world(60);
    kiosk.page.at = `${home}customer`;
    await kiosk.at(500);
    expect(kiosk.said).toEqual([]);
    kiosk.page.at = `${checkout}/apply/form`;
    await kiosk.at(530);
    expect(kiosk.said).toEqual([]);
    await kiosk.at(541);
    expect(kiosk.said).toEqual(['warn 19']);
    // A look-alike origin is not the checkout.
    kiosk.page.at = 'https://checkout.provider.example.evil.test/apply';
    await kiosk.at(900);
    expect(kiosk.idle()).toBe(0);
  });
});
