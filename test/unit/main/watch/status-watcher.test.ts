import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../../shared/enums';
import type { ListFilter } from '../../../../shared/contract/lists';
import type { StatusChange } from '../../../../shared/contract/watch';
import type { Application } from '../../../../shared/wire/applications';
import { KioskFailure } from '../../../../main/core/kiosk-failure';
import type { ApplicationSource } from '../../../../main/watch/application-source';
import { StatusWatcher, type StatusWatcherOptions } from '../../../../main/watch/status-watcher';
import { applicationWith } from './applications';
import { manualTimers } from './manual-timers';

const serviceNow = Date.parse('2026-11-22T04:00:00Z');

/** A branch's applications in memory, pages of `pageSize`; `fail` makes the next calls throw. */
class FakeSource implements ApplicationSource {
  readonly histories = new Map<string, ApplicationStatus[]>();
  readonly listed: ListFilter[] = [];
  failures: Error[] = [];
  constructor(readonly pageSize = 500) {}

  add(id: string, ...history: ApplicationStatus[]): void {
    this.histories.set(id, history);
  }

  move(id: string, status: ApplicationStatus): void {
    this.histories.get(id)?.push(status);
  }

  application(id: string): Application {
    return applicationWith(id, [...(this.histories.get(id) ?? [])]);
  }

  async list(filter: ListFilter) {
    this.listed.push(filter);
    const failure = this.failures.shift();
    if (failure) throw failure;
    const all = [...this.histories.keys()].map((id) => this.application(id));
    const page = filter.pageNumber ?? 1;
    const applications = all.slice((page - 1) * this.pageSize, page * this.pageSize);
    return { applications, hasMoreRecords: all.length > page * this.pageSize };
  }

  async get(id: string) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    return this.application(id);
  }
}

function watcherFor(source: FakeSource, options: Partial<StatusWatcherOptions> = {}) {
  const logs: string[] = [];
  const timers = manualTimers();
  const watcher = new StatusWatcher({
    source,
    serviceNow: () => serviceNow,
    timers: timers.timers,
    random: () => 1,
    log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
    ...options,
  });
  const heard: StatusChange[] = [];
  return { watcher, timers, logs, heard, stop: watcher.onChange((change) => void heard.push(change)) };
}

describe('StatusWatcher', () => {
  it('walks every page of the last 30 days and takes what it sees as the baseline', async () => {
    const source = new FakeSource(2);
    for (const id of ['1', '2', '3', '4', '5']) source.add(id, 'QUOTE', 'APPROVED');
    const { watcher, heard } = watcherFor(source);
    expect(await watcher.pollNow()).toEqual({ ok: true, pages: 3, applications: 5, changes: 0 });
    expect(source.listed).toEqual([1, 2, 3].map((pageNumber) => ({ startDate: '2026-10-23', pageNumber })));
    expect(watcher.known).toBe(5);
    expect(heard).toEqual([]);
  });

  it('tells its readers every application it reads: each page polled, a webhook’s refresh, the screens’ reads (issue 38 item 12)', async () => {
    const source = new FakeSource(2);
    for (const id of ['1', '2', '3']) source.add(id, 'QUOTE', 'APPROVED');
    const { watcher } = watcherFor(source);
    const read: string[][] = [];
    watcher.onRead((applications) => void read.push(applications.map((application) => application.id)));
    await watcher.pollNow();
    await watcher.report({ applicationId: '2', status: 'PAID', reference_number: '', sentAt: serviceNow });
    watcher.seen([source.application('3')]);
    expect(read).toEqual([['1', '2'], ['3'], ['2'], ['3']]);
  });

  it('reports a change seen by polling once, to listeners and to a screen pulling with its cursor', async () => {
    const source = new FakeSource();
    source.add('7', 'QUOTE', 'C.APPROV');
    const { watcher, heard } = watcherFor(source);
    await watcher.pollNow();
    source.move('7', 'APPROVED');
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 1 });
    expect(await watcher.pollNow()).toMatchObject({ ok: true, changes: 0 });
    expect(heard).toEqual([
      expect.objectContaining({ applicationId: '7', from: 'C.APPROV', to: 'APPROVED', applicant: 'Customer 7', reference_number: 'REF-7' }),
    ]);
  });

  it('reports a change once when a webhook and a poll both bring it, in either order', async () => {
    const source = new FakeSource();
    source.add('1', 'QUOTE', 'C.APPROV');
    source.add('2', 'QUOTE', 'C.APPROV');
    const { watcher, heard } = watcherFor(source);
    await watcher.pollNow();
    source.move('1', 'APPROVED');
    source.move('2', 'APPROVED');
    const report = (id: string) => ({ applicationId: id, status: 'APPROVED' as const, reference_number: `REF-${id}`, sentAt: serviceNow });
    expect((await watcher.report(report('1')))?.to).toBe('APPROVED');
    await watcher.pollNow();
    await watcher.pollNow();
    expect(await watcher.report(report('2'))).toBeUndefined();
    expect(await watcher.report(report('1'))).toBeUndefined();
    expect(heard.map((change) => change.applicationId).sort()).toEqual(['1', '2']);
  });

  it("takes the webhook's word when the application cannot be read, and the next poll adds nothing", async () => {
    const source = new FakeSource();
    source.add('1', 'QUOTE', 'REFER');
    const { watcher, heard, logs } = watcherFor(source);
    await watcher.pollNow();
    source.move('1', 'DECLINED');
    source.failures.push(new Error('fetch failed'));
    await watcher.report({ applicationId: '1', status: 'DECLINED', reference_number: 'REF-1', sentAt: serviceNow });
    await watcher.pollNow();
    expect(heard).toEqual([
      expect.objectContaining({ applicationId: '1', from: 'REFER', to: 'DECLINED', at: '2026-11-22T04:00:00+00:00' }),
    ]);
    expect(logs).toEqual([expect.stringContaining('could not read application 1')]);
  });

  it('polls at once on start, then every interval; backs off on failures up to the cap, and recovers', async () => {
    const source = new FakeSource();
    source.add('1', 'APPROVED');
    const { watcher, timers, logs } = watcherFor(source, { intervalMs: 60_000, maxBackoffMs: 300_000 });
    watcher.start();
    expect(timers.pending()).toEqual([0]);
    const step = async () => {
      timers.runNext();
      await watcher.idle();
      return timers.pending();
    };
    expect(await step()).toEqual([60_000]);
    source.failures.push(...[1, 2, 3, 4].map(() => new Error('HTTP 500')));
    expect(await step()).toEqual([120_000]);
    expect(await step()).toEqual([240_000]);
    expect(await step()).toEqual([300_000]);
    expect(await step()).toEqual([300_000]);
    expect(await step()).toEqual([60_000]);
    expect(logs).toEqual([expect.stringContaining('HTTP 500'), expect.stringContaining('checked again after 4 failed polls')]);
    await watcher.stop();
    expect(timers.pending()).toEqual([]);
  });

  it('does not back off, or log, while the kiosk is locked for a customer', async () => {
    const source = new FakeSource();
    const { watcher, timers, logs } = watcherFor(source);
    watcher.start();
    source.failures.push(new KioskFailure('locked', 'The kiosk is locked.'));
    timers.runNext();
    await watcher.idle();
    expect(timers.pending()).toEqual([60_000]);
    expect(logs).toEqual([]);
  });

  it('runs one more poll after the one under way, not two at once', async () => {
    const source = new FakeSource();
    source.add('1', 'QUOTE');
    const { watcher } = watcherFor(source);
    const first = watcher.pollNow();
    const second = watcher.pollNow();
    const third = watcher.pollNow();
    expect(second).toBe(third);
    await Promise.all([first, second]);
    expect(source.listed).toHaveLength(2);
  });
});
