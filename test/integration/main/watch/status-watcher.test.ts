import { afterEach, describe, expect, it } from 'vitest';
import { startTrainingWebhooks, type TrainingWebhooks } from '../../../../main/watch/training-webhooks';
import { unwrap, clientFor } from '../vendor/client-fixture';
import { useSandbox } from '../../sandbox/harness';
import { deliveryOutcomes, demoBranch, eventually, forceStatus, otherStatus, recentApplication, watchBranch } from './watch-fixture';

// Status tracking against the real demo sandbox (D14, D24–D27): a change forced through the control interface is
// emitted exactly once, whether a verified webhook, a poll, or both bring it.

const applicationsPath = '/rest/vendor/v1/applications';

describe('StatusWatcher against the demo sandbox', () => {
  const sb = useSandbox({ seed: 'demo' });
  const open: TrainingWebhooks[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((webhooks) => webhooks.close()));
  });

  async function withWebhooks(onReport: Parameters<typeof startTrainingWebhooks>[0]['onReport'], logs: string[]) {
    const privateKey = sb.current.handout.privateKey;
    if (!privateKey) throw new Error('the demo seed has no private key');
    const admin = clientFor(sb.current).client;
    const started = unwrap(
      await startTrainingWebhooks({
        admin,
        accountId: demoBranch,
        privateKey,
        serviceNow: () => sb.current.sandbox.now(),
        onReport,
        log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
      }),
    );
    open.push(started);
    return { started, admin };
  }

  it('training: sees a forced change through the verified webhook, once, without polling for it', async () => {
    const { client, recorder } = clientFor(sb.current);
    const { watcher, heard, logs } = watchBranch(sb.current, client);
    const { started, admin } = await withWebhooks((report) => watcher.report(report), logs);
    expect(unwrap(await admin.getWebhooks({ accountId: demoBranch })).webhooks.map((w) => w.url)).toContain(started.url);
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 0 });
    const listsBefore = recorder.count('GET', applicationsPath);

    const application = recentApplication(sb.current);
    const from = application.status;
    const to = otherStatus(application);
    await forceStatus(sb.current, application.id, to);
    await eventually(async () => heard.length === 1 && (await deliveryOutcomes(sb.current, application.id)).includes('delivered'));
    await watcher.idle();

    expect(heard).toEqual([
      {
        applicationId: application.id,
        from,
        to,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
        reference_number: application.reference_number,
        applicant: application.applicants[0]?.name ?? '',
      },
    ]);
    // Through the webhook: the application was read once, the list not at all.
    expect(recorder.count('GET', applicationsPath)).toBe(listsBefore);
    expect(recorder.count('GET', `${applicationsPath}/${application.id}`)).toBe(1);
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 0 });
    expect(heard).toHaveLength(1);
    expect(logs.join('\n')).not.toContain(sb.current.handout.privateKey);

    await started.close();
    open.splice(0);
    expect(unwrap(await admin.getWebhooks({ accountId: demoBranch })).webhooks.map((w) => w.url)).not.toContain(started.url);
  });

  it('webhooks off: sees a forced change by polling alone, once', async () => {
    const { watcher, heard } = watchBranch(sb.current, clientFor(sb.current).client);
    await watcher.pollNow();
    const application = recentApplication(sb.current);
    const to = otherStatus(application);
    const from = application.status;
    await forceStatus(sb.current, application.id, to);
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 1 });
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 0 });
    expect(heard).toEqual([expect.objectContaining({ applicationId: application.id, from, to })]);
    // No webhook was registered, so the service sent nothing (D25).
    expect(await deliveryOutcomes(sb.current, application.id)).toEqual([]);
  });

  it('a change an application read for the screens shows is heard at once, and the next poll does not repeat it', async () => {
    const { client } = clientFor(sb.current);
    const { watcher, heard } = watchBranch(sb.current, client);
    await watcher.pollNow();
    const application = recentApplication(sb.current);
    const to = otherStatus(application);
    await forceStatus(sb.current, application.id, to);
    // As ApplicationService tells it after a list or a detail (issue 38: an open application follows the list).
    watcher.seen([unwrap(await client.getApplication({ application_id: application.id })).application]);
    expect(heard).toEqual([expect.objectContaining({ applicationId: application.id, to })]);
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 0 });
    expect(heard).toHaveLength(1);
  });

  it('a change that arrives both by webhook and by poll is emitted once', async () => {
    const { watcher, heard, logs } = watchBranch(sb.current, clientFor(sb.current).client);
    await withWebhooks((report) => watcher.report(report), logs);
    await watcher.pollNow();
    const application = recentApplication(sb.current);
    await forceStatus(sb.current, application.id, otherStatus(application));
    // The poll races the sandbox's first delivery attempt; whichever comes first, the other adds nothing.
    await watcher.pollNow();
    await eventually(async () => (await deliveryOutcomes(sb.current, application.id)).includes('delivered'));
    await watcher.idle();
    await watcher.pollNow();
    expect(heard.filter((change) => change.applicationId === application.id)).toHaveLength(1);
    expect(heard).toHaveLength(1);
  });

  it('walks every page of its window: the whole 18 months are 1,034 applications in 3 pages; the default 30 days far fewer', async () => {
    const { client, recorder } = clientFor(sb.current);
    const everything = watchBranch(sb.current, client, { windowDays: 600 });
    expect(await everything.watcher.pollNow()).toEqual({ ok: true, pages: 3, applications: 1_034, changes: 0 });
    expect(everything.watcher.known).toBe(1_034);

    const recent = watchBranch(sb.current, client);
    const listed = recorder.sent.length;
    const outcome = await recent.watcher.pollNow();
    expect(outcome).toMatchObject({ ok: true, pages: 1 });
    expect(outcome.ok && outcome.applications).toBeGreaterThan(0);
    expect(outcome.ok && outcome.applications).toBeLessThan(500);
    expect(recorder.sent.slice(listed).filter((request) => request.path === applicationsPath)).toHaveLength(1);
  });

  it('backs off on injected 5xx answers (D27 faults), then returns to its interval', async () => {
    // One try per call, so each injected fault fails one poll.
    const { client } = clientFor(sb.current, { retry: { attempts: 1 } });
    const delays: number[] = [];
    let run: (() => void) | undefined;
    const { watcher, logs } = watchBranch(sb.current, client, {
      random: () => 1,
      timers: {
        set: (callback, ms) => {
          delays.push(ms);
          run = callback;
          return () => undefined;
        },
      },
    });
    const fault = await sb.current.request('POST', '/sandbox/v1/faults', {
      body: { endpoint: 'getApplications', count: 2, mode: 'error' },
    });
    expect(fault.http).toBe(200);
    watcher.start();
    for (let poll = 0; poll < 4; poll++) {
      run?.();
      await watcher.idle();
    }
    await watcher.stop();
    expect(delays).toEqual([0, 120_000, 240_000, 60_000, 60_000]);
    expect(logs).toEqual([
      expect.stringContaining('could not check application statuses'),
      expect.stringContaining('checked again after 2 failed polls'),
    ]);
  });
});
