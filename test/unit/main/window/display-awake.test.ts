import { describe, expect, it } from 'vitest';
import { keepDisplayAwakeForCustomers } from '../../../../main/window/display-awake';

// The display is kept awake while a customer is being served, and let sleep again once nobody is.

function world() {
  const calls: string[] = [];
  let next = 0;
  let pending: (() => void) | null = null;
  let present = false;
  const stop = keepDisplayAwakeForCustomers({
    customerPresent: () => present,
    blocker: {
      start: () => {
        calls.push(`start ${++next}`);
        return next;
      },
      stop: (id) => void calls.push(`stop ${id}`),
    },
    timers: {
      set: (callback) => {
        pending = callback;
        return () => (pending = null);
      },
    },
  });
  return {
    calls,
    stop,
    set present(value: boolean) {
      present = value;
    },
    /** The next 15 s look. */
    look: () => pending?.(),
    get looking() {
      return pending !== null;
    },
  };
}

describe('keepDisplayAwakeForCustomers', () => {
  it('blocks display sleep once while a customer is served, and releases it when they are gone', () => {
    const kiosk = world();
    expect(kiosk.calls).toEqual([]);
    kiosk.present = true;
    kiosk.look();
    kiosk.look();
    expect(kiosk.calls).toEqual(['start 1']);
    kiosk.present = false;
    kiosk.look();
    expect(kiosk.calls).toEqual(['start 1', 'stop 1']);
  });

  it('stopping releases a block still held and looks no more', () => {
    const kiosk = world();
    kiosk.present = true;
    kiosk.look();
    kiosk.stop();
    expect(kiosk.calls).toEqual(['start 1', 'stop 1']);
    expect(kiosk.looking).toBe(false);
  });
});
