import { describe, expect, it } from 'vitest';
import { recoverScreens } from '../../../../main/window/screen-recovery';

// K11: crashed or hung screens come back reloaded into the locked kiosk; the lock comes first, and one failure
// (a hang, then the crash that ends it) makes one reload.

function screens() {
  const seen: string[] = [];
  let gone: (reason: string) => void = () => undefined;
  let hung: () => void = () => undefined;
  let lockDone: () => void = () => undefined;
  let lockFails = false;
  recoverScreens(
    {
      onGone: (listener) => (gone = listener),
      onUnresponsive: (listener) => (hung = listener),
      crash: () => {
        seen.push('crash');
        gone('killed');
      },
      reload: () => seen.push('reload'),
    },
    (reason) => {
      seen.push(`lock: ${reason}`);
      return new Promise<void>((resolve, reject) => (lockDone = () => (lockFails ? reject(new Error('no keychain')) : resolve())));
    },
  );
  return {
    seen,
    gone: (reason: string) => gone(reason),
    hung: () => hung(),
    finishLock: () => lockDone(),
    failLock: () => {
      lockFails = true;
      lockDone();
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recoverScreens', () => {
  it('locks, then reloads, when the screens crash', async () => {
    const window = screens();
    window.gone('oom');
    expect(window.seen).toEqual(['lock: the screens stopped (oom)']);
    window.finishLock();
    await settled();
    expect(window.seen).toEqual(['lock: the screens stopped (oom)', 'reload']);
  });

  it('ends hung screens and reloads them once, though the crash that ends them is heard as well', async () => {
    const window = screens();
    window.hung();
    window.finishLock();
    await settled();
    expect(window.seen).toEqual(['lock: the screens stopped answering', 'crash', 'reload']);
  });

  it('reloads even when the lock could not be written, so the kiosk is never left blank', async () => {
    const window = screens();
    window.gone('crashed');
    window.failLock();
    await settled();
    expect(window.seen.at(-1)).toBe('reload');
  });

  it('recovers again after a later crash', async () => {
    const window = screens();
    window.gone('crashed');
    window.finishLock();
    await settled();
    window.gone('crashed');
    window.finishLock();
    await settled();
    expect(window.seen.filter((step) => step === 'reload')).toHaveLength(2);
  });
});
