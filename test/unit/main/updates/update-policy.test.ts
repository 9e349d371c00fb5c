import { describe, expect, it } from 'vitest';
import { updateHolds, type UpdateMoment } from '../../../../main/updates/update-policy';

// K13: an update installs only when no customer is being served and nothing is unsent, at the branch's quiet hour
// or when an administrator says; never in the middle of a sale.

const nobody = { customerMode: false, screensInUse: false };
const quiet: UpdateMoment = { presence: nobody, unsent: false, hour: 3, quietHour: 3, administratorAsked: false, askedThisMoment: false };

describe('updateHolds', () => {
  it('installs at the quiet hour with nobody served and nothing unsent', () => {
    expect(updateHolds(quiet)).toEqual([]);
  });

  it('waits for a customer in customer mode, or screens in use, even at the quiet hour', () => {
    expect(updateHolds({ ...quiet, presence: { ...nobody, customerMode: true } })).toEqual(['customer']);
    expect(updateHolds({ ...quiet, presence: { ...nobody, screensInUse: true } })).toEqual(['customer']);
  });

  it('waits for unsent entries, even at the quiet hour', () => {
    expect(updateHolds({ ...quiet, unsent: true })).toEqual(['unsent']);
  });

  it('waits outside the quiet hour, at every other hour of the day', () => {
    for (let hour = 0; hour < 24; hour += 1)
      expect(updateHolds({ ...quiet, hour }), `hour ${hour}`).toEqual(hour === 3 ? [] : ['not-quiet-hour']);
  });

  it("an administrator's 'now' waives the quiet hour, and the screens they are using as they ask", () => {
    const asking = { ...quiet, hour: 14, administratorAsked: true, askedThisMoment: true, presence: { ...nobody, screensInUse: true } };
    expect(updateHolds(asking)).toEqual([]);
  });

  it("an administrator's 'now' never waives customer mode or the outbox, nor screens in use at a later look", () => {
    const asked = { ...quiet, hour: 14, administratorAsked: true };
    expect(updateHolds({ ...asked, askedThisMoment: true, presence: { ...nobody, customerMode: true }, unsent: true })).toEqual([
      'customer',
      'unsent',
    ]);
    expect(updateHolds({ ...asked, presence: { ...nobody, screensInUse: true } })).toEqual(['customer']);
  });

  it('names every hold at once, in the order the screen says them', () => {
    expect(updateHolds({ ...quiet, presence: { ...nobody, customerMode: true }, unsent: true, hour: 12 })).toEqual([
      'customer',
      'unsent',
      'not-quiet-hour',
    ]);
  });
});
