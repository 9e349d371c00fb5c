import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeEventsPath, lastEventIdHeader } from '../../../../shared/contract/bridge';
import type { StatusChange } from '../../../../shared/contract/watch';
import { serverSentEventReader, type ServerSentEvent } from '../../../../renderer/bridge/server-sent-events';
import { eventually } from '../watch/watch-fixture';
import { startTestHost, type TestHost } from './test-host';

// Events over the browser host's bridge: a status change forced in the training sandbox reaches a page's
// `kiosk.on` without the page asking, and a stream that comes back is sent what it missed.

describe('the browser host pushes events', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.close());

  /** Opens the stream as a page does, and reads events until `enough` says so. */
  async function readStream(
    headers: Record<string, string>,
    enough: (events: readonly ServerSentEvent[]) => boolean = () => true,
  ): Promise<{ http: number; events: ServerSentEvent[]; lastId: string }> {
    const abort = new AbortController();
    const response = await fetch(`${host.origin}${bridgeEventsPath}`, {
      method: 'POST',
      headers: { origin: host.origin, cookie: host.cookie, ...headers },
      signal: abort.signal,
    });
    const events: ServerSentEvent[] = [];
    const reader = serverSentEventReader();
    if (response.ok && response.body) {
      const decoder = new TextDecoder();
      const body = response.body.getReader();
      while (!enough(events) || reader.lastId === '') {
        const chunk = await body.read();
        if (chunk.done) break;
        events.push(...reader.push(decoder.decode(chunk.value)));
      }
    }
    abort.abort();
    return { http: response.status, events, lastId: reader.lastId };
  }

  /** A recent application of the training branch that is not yet PAID, made PAID through the control interface (D27). */
  async function forcePaid(): Promise<{ id: string; status: string }> {
    const sandbox = host.sandboxes[0];
    if (!sandbox) throw new Error('training started no sandbox');
    const since = new Date(sandbox.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const listed = await host.kiosk.applications.list({ startDate: since });
    if (!listed.ok) throw new Error(listed.error.message);
    const application = listed.data.applications.find((a) => a.status !== 'PAID');
    if (!application) throw new Error('no recent application to change');
    const forced = await fetch(`${sandbox.baseUrl}/sandbox/v1/applications/${application.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAID' }),
    });
    expect(forced.status).toBe(200);
    return application;
  }

  it('hands a forced status change to kiosk.on once, with the applicant named only as main tells it', async () => {
    const heard: StatusChange[] = [];
    const stop = host.kiosk.on('watch:statusChanged', ({ changes }) => void heard.push(...changes));
    const application = await forcePaid();
    await eventually(() => heard.length > 0, 10_000);
    expect(heard).toEqual([expect.objectContaining({ applicationId: application.id, from: application.status, to: 'PAID' })]);
    stop();
  });

  it('sends a stream that comes back what followed its last event, and events:missed when that is gone', async () => {
    const fresh = await readStream({});
    expect(fresh.http).toBe(200);
    const heard: StatusChange[] = [];
    const stop = host.kiosk.on('watch:statusChanged', ({ changes }) => void heard.push(...changes));
    const application = await forcePaid();
    await eventually(() => heard.some((change) => change.applicationId === application.id), 10_000);
    stop();
    // The change may come with others (the Needs you list it changed): the status change is among them, once.
    const statusChanges = (events: readonly ServerSentEvent[]) => events.filter((event) => event.event === 'watch:statusChanged');
    const resumed = await readStream({ [lastEventIdHeader]: fresh.lastId }, (events) => statusChanges(events).length > 0);
    expect(statusChanges(resumed.events).map((event) => JSON.parse(event.data).changes[0].applicationId)).toEqual([application.id]);
    const other = await readStream({ [lastEventIdHeader]: 'another-run.3' }, (events) => events.length > 0);
    // First of all, whatever live events come in the same read.
    expect(other.events[0]).toEqual({ id: expect.any(String), event: 'events:missed', data: '{}' });
  });

  it('refuses a stream to another origin, without the session cookie, or by GET', async () => {
    expect((await readStream({ origin: 'http://evil.example' })).http).toBe(403);
    expect((await readStream({ cookie: host.cookie.replace(/=.*/, `=${'x'.repeat(43)}`) })).http).toBe(403);
    expect((await readStream({ cookie: '' })).http).toBe(403);
    const get = await fetch(`${host.origin}${bridgeEventsPath}`, { headers: { origin: host.origin, cookie: host.cookie } });
    expect(get.status).toBe(405);
  });
});
