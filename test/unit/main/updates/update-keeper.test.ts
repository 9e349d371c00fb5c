import { describe, expect, it } from 'vitest';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import type { UpdateStatus } from '../../../../shared/contract/updates';
import { UpdateKeeper } from '../../../../main/updates/update-keeper';
import type { UpdaterEvent, UpdaterPort } from '../../../../main/updates/updater-port';

// K13 over time: checks on a schedule, downloads in the background, and restarts to install only when the policy
// allows, looking again each minute while an update waits. The updater and the clock are stand-ins.

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet };

function world(start = { hour: 14 }) {
  const steps: string[] = [];
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  let clock = new Date(2026, 10, 26, start.hour, 0).getTime();
  let tell: (event: UpdaterEvent) => void = () => undefined;
  const signals = { customerMode: false, screensInUse: false, unsent: false };
  const port: UpdaterPort = {
    useChannel: (channel) => void steps.push(`channel ${channel}`),
    check: async () => void steps.push('check'),
    installAndRestart: () => void steps.push('install'),
    onEvent: (listener) => (tell = listener),
  };
  const keeper = new UpdateKeeper({
    updater: { supported: true, port },
    currentVersion: '1.0.0',
    options: () => ({ ...defaultKioskOptions, quietHour: 3, updateChannel: 'beta' }),
    presence: () => ({ customerMode: signals.customerMode, screensInUse: signals.screensInUse }),
    somethingUnsent: async () => signals.unsent,
    now: () => clock,
    timers: {
      set: (run, ms) => {
        const timer = { at: clock + ms, run, cancelled: false };
        timers.push(timer);
        return () => void (timer.cancelled = true);
      },
    },
    log,
    allowQuit: () => void steps.push('quit allowed'),
  });
  const seen: UpdateStatus[] = [];
  keeper.on((status) => void seen.push(status));
  /** Moves the clock on, running what falls due. */
  const pass = async (ms: number) => {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((timer) => !timer.cancelled && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.cancelled = true;
      clock = due.at;
      due.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    clock = until;
  };
  return { keeper, steps, signals, seen, pass, tell: (event: UpdaterEvent) => tell(event) };
}

const minutes = (count: number) => count * 60_000;

describe('UpdateKeeper', () => {
  it('checks a minute after start on the chosen channel, then every 4 hours', async () => {
    const kiosk = world();
    kiosk.keeper.start();
    await kiosk.pass(minutes(1));
    expect(kiosk.steps).toEqual(['channel beta', 'check']);
    await kiosk.pass(minutes(4 * 60));
    expect(kiosk.steps.filter((step) => step === 'check')).toHaveLength(2);
    kiosk.keeper.stop();
  });

  it('shows the download as it goes, then waits for the quiet hour and installs in it', async () => {
    const kiosk = world({ hour: 14 });
    kiosk.keeper.start();
    kiosk.tell({ kind: 'available', version: '1.1.0' });
    kiosk.tell({ kind: 'progress', percent: 41.6 });
    expect(kiosk.keeper.status).toMatchObject({ phase: 'downloading', availableVersion: '1.1.0', downloadedPercent: 42 });
    kiosk.tell({ kind: 'downloaded', version: '1.1.0' });
    await kiosk.pass(0);
    expect(kiosk.keeper.status).toMatchObject({ phase: 'ready', holds: ['not-quiet-hour'] });
    await kiosk.pass(minutes(12 * 60));
    expect(kiosk.steps).not.toContain('install');
    await kiosk.pass(minutes(60));
    expect(kiosk.steps.slice(-2)).toEqual(['quit allowed', 'install']);
    expect(kiosk.keeper.status.phase).toBe('installing');
    expect(new Set(kiosk.seen.map((status) => status.phase))).toEqual(new Set(['downloading', 'ready', 'installing']));
  });

  it('never installs while a customer is being served or something is unsent, even at the quiet hour', async () => {
    const kiosk = world({ hour: 3 });
    kiosk.keeper.start();
    kiosk.signals.screensInUse = true;
    kiosk.signals.unsent = true;
    kiosk.tell({ kind: 'downloaded', version: '1.1.0' });
    await kiosk.pass(minutes(30));
    expect(kiosk.keeper.status.holds).toEqual(['customer', 'unsent']);
    kiosk.signals.screensInUse = false;
    await kiosk.pass(minutes(1));
    expect(kiosk.keeper.status.holds).toEqual(['unsent']);
    kiosk.signals.unsent = false;
    await kiosk.pass(minutes(1));
    expect(kiosk.steps).toContain('install');
  });

  it("an administrator's 'install now' installs at once outside the quiet hour, from the screens they are using", async () => {
    const kiosk = world({ hour: 11 });
    kiosk.keeper.start();
    kiosk.tell({ kind: 'downloaded', version: '1.1.0' });
    await kiosk.pass(0);
    kiosk.signals.screensInUse = true;
    await kiosk.keeper.installNow();
    expect(kiosk.steps.slice(-2)).toEqual(['quit allowed', 'install']);
  });

  it("'install now' with something unsent waits, and then still waits for a sale begun meanwhile", async () => {
    const kiosk = world({ hour: 11 });
    kiosk.keeper.start();
    kiosk.tell({ kind: 'downloaded', version: '1.1.0' });
    await kiosk.pass(0);
    kiosk.signals.unsent = true;
    kiosk.signals.screensInUse = true;
    expect(await kiosk.keeper.installNow()).toMatchObject({ phase: 'ready', holds: ['unsent'] });
    kiosk.signals.unsent = false;
    await kiosk.pass(minutes(1));
    expect(kiosk.keeper.status.holds).toEqual(['customer']);
    expect(kiosk.steps).not.toContain('install');
    kiosk.signals.screensInUse = false;
    await kiosk.pass(minutes(1));
    expect(kiosk.steps).toContain('install');
  });

  it('says when a check fails, keeps an update already downloaded, and checks nothing more once one waits', async () => {
    const kiosk = world();
    kiosk.keeper.start();
    kiosk.tell({ kind: 'failed', message: 'net::ERR_INTERNET_DISCONNECTED' });
    expect(kiosk.keeper.status).toMatchObject({ phase: 'failed', detail: expect.stringContaining('ERR_INTERNET_DISCONNECTED') as unknown });
    kiosk.tell({ kind: 'downloaded', version: '1.1.0' });
    kiosk.tell({ kind: 'failed', message: 'later' });
    expect(kiosk.keeper.status.phase).toBe('ready');
    await kiosk.keeper.check();
    expect(kiosk.steps).not.toContain('check');
  });

  it('without an updater, says why and schedules nothing', async () => {
    const keeper = new UpdateKeeper({
      updater: { supported: false, reason: 'Installed from the .deb package.' },
      currentVersion: '1.0.0',
      options: () => defaultKioskOptions,
      presence: () => ({ customerMode: false, screensInUse: false }),
      somethingUnsent: async () => false,
      now: Date.now,
      timers: { set: () => expect.unreachable('nothing to schedule') },
      log,
      allowQuit: () => expect.unreachable('nothing to install'),
    });
    keeper.start();
    expect(await keeper.check()).toEqual({
      currentVersion: '1.0.0',
      phase: 'unsupported',
      detail: 'Installed from the .deb package.',
      holds: [],
    });
  });
});
