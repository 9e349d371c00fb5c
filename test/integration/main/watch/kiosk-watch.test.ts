import { describe, expect, it } from 'vitest';
import type { StatusChange } from '../../../../shared/contract/watch';
import { KioskWatch } from '../../../../main/watch/kiosk-watch';
import { vendorApplicationSource } from '../../../../main/watch/vendor-application-source';
import { createVendorClient } from '../../../../main/vendor/vendor-client';
import { clientFor, unwrap } from '../vendor/client-fixture';
import { useSandbox } from '../../sandbox/harness';
import { deliveryOutcomes, demoBranch, eventually, forceStatus, otherStatus, recentApplication } from './watch-fixture';

// Status tracking as the kiosk wires it in training: polling, plus the webhook receiver registered with the embedded
// sandbox as the training profile (the demo ADMINISTRATOR) with the handout's private key.

describe('KioskWatch in training', () => {
  const sb = useSandbox({ seed: 'demo' });

  function kioskWatch(logs: string[]) {
    const running = sb.current;
    const training = {
      baseUrl: running.baseUrl,
      now: () => running.sandbox.now(),
      privateKey: running.handout.privateKey,
      accountId: demoBranch,
      credentials: async () => running.handout.credentials.administrator,
    };
    const watch = new KioskWatch({
      applications: vendorApplicationSource(clientFor(running).client, demoBranch),
      now: Date.now,
      log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
      timers: { set: () => () => undefined },
      connectAdmin: (options) => createVendorClient({ ...options, retry: { attempts: 1 } }),
    });
    return { watch, training };
  }

  it('registers its receiver, hands a forced change to its listener once, and deletes the webhook on stop', async () => {
    const logs: string[] = [];
    const { watch, training } = kioskWatch(logs);
    const heard: StatusChange[] = [];
    watch.onChange((change) => void heard.push(change));
    await watch.start(training);
    const url = watch.webhookUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/status$/);
    const admin = clientFor(sb.current).client;
    expect(unwrap(await admin.getWebhooks({ accountId: demoBranch })).webhooks.map((w) => w.url)).toContain(url);
    await watch.watcher.pollNow();
    expect(heard).toEqual([]);

    const application = recentApplication(sb.current);
    const to = otherStatus(application);
    await forceStatus(sb.current, application.id, to);
    await eventually(() => heard.length > 0);
    await eventually(async () => (await deliveryOutcomes(sb.current, application.id)).includes('delivered'));
    await watch.watcher.pollNow();
    expect(heard).toEqual([expect.objectContaining({ applicationId: application.id, to })]);

    await watch.stop();
    expect(watch.webhookUrl).toBeUndefined();
    expect(unwrap(await admin.getWebhooks({ accountId: demoBranch })).webhooks.map((w) => w.url)).not.toContain(url);
    expect(logs).toEqual([]);
  });

  it('polls only, and says so, when the training branch has no private key', async () => {
    const logs: string[] = [];
    const { watch, training } = kioskWatch(logs);
    await watch.start({ ...training, privateKey: undefined });
    expect(watch.webhookUrl).toBeUndefined();
    expect(logs).toEqual([expect.stringContaining('polled only')]);
    await watch.stop();
  });

  it('polls only when the webhook cannot be registered (a team member may not, D10)', async () => {
    const logs: string[] = [];
    const { watch, training } = kioskWatch(logs);
    const teamMember = sb.current.handout.credentials.teamMember;
    await watch.start({ ...training, credentials: async () => teamMember ?? null });
    expect(watch.webhookUrl).toBeUndefined();
    expect(logs).toEqual([expect.stringContaining('training webhooks are off')]);
    expect((await watch.watcher.pollNow()).ok).toBe(true);
    await watch.stop();
  });

  // Last in the file: it moves this sandbox's clock.
  it("follows the sandbox's clock: after training moves it two days on, its webhooks are still fresh (D26, D27)", async () => {
    const logs: string[] = [];
    const { watch, training } = kioskWatch(logs);
    const heard: StatusChange[] = [];
    watch.onChange((change) => void heard.push(change));
    await watch.start(training);
    await watch.watcher.pollNow();
    expect((await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds: 2 * 86_400 } })).http).toBe(200);
    const application = recentApplication(sb.current);
    const to = otherStatus(application);
    await forceStatus(sb.current, application.id, to);
    await eventually(() => heard.some((change) => change.applicationId === application.id && change.to === to));
    expect(logs.filter((line) => line.includes('refused'))).toEqual([]);
    await watch.stop();
  });
});
