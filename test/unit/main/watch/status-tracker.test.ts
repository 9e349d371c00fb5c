import { describe, expect, it } from 'vitest';
import { MemorySeenStatuses } from '../../../../main/watch/seen-statuses';
import { StatusTracker } from '../../../../main/watch/status-tracker';
import { applicationWith } from './applications';

const now = Date.parse('2026-11-22T04:00:00Z');

describe('StatusTracker', () => {
  it('takes the first sighting as a baseline, not a change', () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now)).toBeUndefined();
    expect(tracker.known).toBe(1);
  });

  it('reports a new status once, dated by the status history (D14), with reference and applicant', () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now);
    const approved = applicationWith('1', ['QUOTE', 'C.APPROV', 'APPROVED']);
    expect(tracker.observe(approved, now)).toEqual({
      applicationId: '1',
      from: 'C.APPROV',
      to: 'APPROVED',
      at: approved.status_history[2]?.time,
      reference_number: 'REF-1',
      applicant: 'Customer 1',
    });
    expect(tracker.observe(approved, now)).toBeUndefined();
  });

  it('ignores an answer older than what is known (a shorter history), so a slow poll cannot undo a webhook', () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now);
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV', 'APPROVED']), now)?.to).toBe('APPROVED');
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now)).toBeUndefined();
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV', 'APPROVED']), now)).toBeUndefined();
  });

  it('dates a change with no matching history entry by the service clock', () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    tracker.observe(applicationWith('1', ['QUOTE']), now);
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'REFER'], { status: 'APPROVED' }), now)?.at).toBe('2026-11-22T04:00:00+00:00');
  });

  it("takes a webhook's word one step past what is known, and a later poll agreeing with it is no second change", () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now);
    const report = { applicationId: '1', status: 'APPROVED' as const, reference_number: 'REF-1', sentAt: now };
    expect(tracker.observeReport(report)).toEqual({
      applicationId: '1',
      from: 'C.APPROV',
      to: 'APPROVED',
      at: '2026-11-22T04:00:00+00:00',
      reference_number: 'REF-1',
      applicant: 'Customer 1',
    });
    expect(tracker.observeReport(report)).toBeUndefined();
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV']), now)).toBeUndefined();
    expect(tracker.observe(applicationWith('1', ['QUOTE', 'C.APPROV', 'APPROVED']), now)).toBeUndefined();
  });

  it('leaves a webhook about an application never seen to the next poll (no baseline yet)', () => {
    const tracker = new StatusTracker(new MemorySeenStatuses());
    expect(tracker.observeReport({ applicationId: '9', status: 'APPROVED', reference_number: '', sentAt: now })).toBeUndefined();
    expect(tracker.known).toBe(0);
  });
});
