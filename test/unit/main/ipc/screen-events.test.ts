import { describe, expect, it } from 'vitest';
import { KioskEvents, type KioskEventRecord } from '../../../../main/ipc/kiosk-events';
import { Emitter } from '../../../../main/core/emitter';
import { pushToScreens } from '../../../../main/ipc/screen-events';
import type { OutboxEvents } from '../../../../main/services/outbox-service';
import type { StatusChange } from '../../../../shared/contract/watch';
import type { UpdateStatus } from '../../../../shared/contract/updates';
import type { NeedsYouList } from '../../../../shared/contract/alerts';

// Each change goes to the screens as it happens; K6: applicants' names stay off a locked kiosk, so changes are
// withheld and the screens reload on unlock; after a change of profile nothing of the last branch is replayed.

const change: StatusChange = {
  applicationId: '7',
  from: 'REFER',
  to: 'APPROVED',
  at: '2026-11-22T04:00:00+00:00',
  reference_number: '',
  applicant: 'Jamie',
};

function wired() {
  const quiet = { error: () => undefined };
  const domain = new Emitter<{ change: StatusChange; unlock: void; profile: void }>('test', quiet);
  const outbox = new Emitter<OutboxEvents>('outbox', quiet);
  const updates = new Emitter<{ changed: UpdateStatus }>('updates', quiet);
  const needsYou = new Emitter<{ changed: NeedsYouList }>('needs-you', quiet);
  const session = { locked: false };
  const events = new KioskEvents({ log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  const heard: KioskEventRecord[] = [];
  events.subscribe((record) => void heard.push(record));
  const stop = pushToScreens(
    {
      watch: { onChange: (listener) => domain.on('change', listener) },
      session: {
        status: () => session,
        onUnlock: (listener) => domain.on('unlock', listener),
        onProfileChange: (listener) => domain.on('profile', listener),
      },
      outbox: { on: (event, listener) => outbox.on(event, listener) },
      updates: { on: (listener) => updates.on('changed', listener) },
      needsYou: { onChange: (listener) => needsYou.on('changed', listener) },
    },
    events,
  );
  return {
    events,
    heard,
    session,
    stop,
    outbox,
    updates,
    needsYou,
    change: (c: StatusChange) => domain.emit('change', c),
    unlock: () => domain.emit('unlock'),
    switchProfile: () => domain.emit('profile'),
  };
}

describe('pushToScreens', () => {
  it('pushes each change the moment it is heard', () => {
    const kiosk = wired();
    kiosk.change(change);
    expect(kiosk.heard).toEqual([expect.objectContaining({ event: 'watch:statusChanged', payload: { changes: [change] } })]);
  });

  it('withholds changes while locked for a customer, and on unlock tells the screens to reload', () => {
    const kiosk = wired();
    kiosk.session.locked = true;
    kiosk.change(change);
    expect(kiosk.heard).toEqual([]);
    kiosk.session.locked = false;
    kiosk.unlock();
    expect(kiosk.heard.map((record) => record.event)).toEqual(['events:missed']);
    kiosk.unlock();
    expect(kiosk.heard).toHaveLength(1);
  });

  it('replays nothing of the last profile after a change of profile', () => {
    const kiosk = wired();
    const before = kiosk.events.latestId;
    kiosk.change(change);
    kiosk.switchProfile();
    expect(kiosk.events.since(before)).toBeNull();
  });

  it("pushes the outbox's snapshot on every change, and each upload's progress (K8)", () => {
    const kiosk = wired();
    const snapshot = { entries: [], online: false, queued: 0, needsDecision: 0, unreadable: 0 };
    kiosk.outbox.emit('changed', snapshot);
    kiosk.outbox.emit('progress', { id: 'e1', sentBytes: 10, totalBytes: 20 });
    expect(kiosk.heard.map(({ event, payload }) => ({ event, payload }))).toEqual([
      { event: 'outbox:changed', payload: snapshot },
      { event: 'outbox:progress', payload: { id: 'e1', sentBytes: 10, totalBytes: 20 } },
    ]);
  });

  it('K15: while locked, the outbox goes without its entries (earlier customers), and the screens reload it on unlock', () => {
    const kiosk = wired();
    const entry = {
      id: 'entry-0001',
      kind: 'quoteCancel' as const,
      state: 'queued' as const,
      summary: 'Cancel the quote for Jamie Nguyen',
      created: '2026-11-22T04:00:00.000Z',
      updated: '2026-11-22T04:00:00.000Z',
      needsDecision: false,
      waiting: true,
    };
    kiosk.session.locked = true;
    kiosk.outbox.emit('changed', { entries: [entry], online: false, queued: 1, needsDecision: 0, unreadable: 0 });
    expect(kiosk.heard.map(({ event, payload }) => ({ event, payload }))).toEqual([
      { event: 'outbox:changed', payload: { entries: [], online: false, queued: 1, needsDecision: 0, unreadable: 0 } },
    ]);
    kiosk.session.locked = false;
    kiosk.unlock();
    expect(kiosk.heard.map((record) => record.event)).toEqual(['outbox:changed', 'events:missed']);
  });

  it("pushes the update's state as it changes (K13)", () => {
    const kiosk = wired();
    const status: UpdateStatus = { currentVersion: '1.0.0', phase: 'ready', availableVersion: '1.1.0', holds: ['customer'] };
    kiosk.updates.emit('changed', status);
    expect(kiosk.heard.map(({ event, payload }) => ({ event, payload }))).toEqual([{ event: 'updates:changed', payload: status }]);
  });

  it('issue 38 item 12: pushes the Needs you list as it changes; withheld while locked, and reloaded on unlock', () => {
    const kiosk = wired();
    const list: NeedsYouList = {
      items: [{ applicationId: '7', status: 'REFER', reason: 'referred', since: '2026-11-22T04:00:00+00:00' }],
    };
    kiosk.needsYou.emit('changed', list);
    expect(kiosk.heard.map(({ event, payload }) => ({ event, payload }))).toEqual([{ event: 'needsYou:changed', payload: list }]);
    kiosk.session.locked = true;
    kiosk.needsYou.emit('changed', { items: [] });
    expect(kiosk.heard).toHaveLength(1);
    kiosk.session.locked = false;
    kiosk.unlock();
    expect(kiosk.heard.map((record) => record.event)).toEqual(['needsYou:changed', 'events:missed']);
  });

  it('stops listening when stopped', () => {
    const kiosk = wired();
    kiosk.stop();
    kiosk.change(change);
    kiosk.outbox.emit('progress', { id: 'e1', sentBytes: 1, totalBytes: 2 });
    kiosk.updates.emit('changed', { currentVersion: '1.0.0', phase: 'checking', holds: [] });
    kiosk.unlock();
    expect(kiosk.heard).toEqual([]);
  });
});
