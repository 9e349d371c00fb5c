import { describe, expect, it } from 'vitest';
import { KioskEvents, type KioskEventRecord } from '../../../../main/ipc/kiosk-events';
import type { ChangeListener } from '../../../../main/watch/change-feed';
import { pushStatusChanges } from '../../../../main/watch/status-events';
import type { StatusChange } from '../../../../shared/contract/watch';

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
  const listeners = { change: new Set<ChangeListener>(), unlock: new Set<() => void>(), profile: new Set<() => void>() };
  const subscribe =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const session = { locked: false };
  const events = new KioskEvents({ log: { warn: () => undefined, error: () => undefined } });
  const heard: KioskEventRecord[] = [];
  events.subscribe((record) => void heard.push(record));
  const stop = pushStatusChanges(
    { onChange: subscribe(listeners.change) },
    { status: () => session, onUnlock: subscribe(listeners.unlock), onProfileChange: subscribe(listeners.profile) },
    events,
  );
  const tell = (set: Set<() => void>) => set.forEach((listener) => listener());
  return {
    events,
    heard,
    session,
    stop,
    listeners,
    change: (c: StatusChange) => listeners.change.forEach((listener) => listener(c)),
    unlock: () => tell(listeners.unlock),
    switchProfile: () => tell(listeners.profile),
  };
}

describe('pushStatusChanges', () => {
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

  it('stops listening when stopped', () => {
    const kiosk = wired();
    kiosk.stop();
    expect([...Object.values(kiosk.listeners)].map((set) => set.size)).toEqual([0, 0, 0]);
  });
});
