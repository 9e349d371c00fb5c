import { beforeEach, describe, expect, it } from 'vitest';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

/** The only fields "Next customer" keeps, each with the reason it names no customer. Everything else is wiped. */
const keptFields: ReadonlyMap<string, string> = new Map([
  ['session', 'the staff profile signed in, not the customer'],
  ['sessionState', 'how signing in went'],
  ['choosingProfile', 'whether staff are choosing a profile (K11), nobody’s data'],
  ['quotesRange', 'the dates staff chose for the quotes list'],
  ['quotesShown', 'the dates the quotes list shows, chosen by staff'],
  ['applicationsRange', 'the dates staff chose for the applications list'],
  ['applicationsShown', 'the dates the applications list shows, chosen by staff'],
  ['kioskOptions', "this kiosk's idle limits and kiosk mode, nobody's data"],
  ['customerEpoch', 'counts the resets themselves (checked below)'],
]);

/** The store's data fields (not its actions) by name, as the store is built now: a new field is covered unasked. */
function dataFields(): Map<string, unknown> {
  return new Map(Object.entries(testStore().getState()).filter(([, value]) => typeof value !== 'function'));
}

describe('K4: each slice owns its customer reset', () => {
  beforeEach(resetTestStore);

  it('"Next customer" returns every field that is not on the short kept list to its first value', () => {
    const initial = dataFields();
    // The kept list stays honest: each of its fields is still in the store.
    expect([...keptFields.keys()].filter((key) => !initial.has(key))).toEqual([]);
    // A value no slice could start with, different per field, whatever the field's type.
    const sentinel = (key: string) => ({ sentinel: `customer trace in ${key}` });
    testStore().setState(Object.fromEntries([...initial.keys()].map((key) => [key, sentinel(key)])));
    expect([...dataFields()].filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(sentinel(key)))).toEqual([]);

    testStore().getState().nextCustomer();

    const after = dataFields();
    const survivors = [...initial]
      .filter(([key, first]) => !keptFields.has(key) && JSON.stringify(after.get(key)) !== JSON.stringify(first))
      .map(([key]) => key);
    expect(survivors).toEqual([]);
    const kept = [...initial.keys()].filter((key) => keptFields.has(key) && key !== 'customerEpoch');
    expect(kept.filter((key) => JSON.stringify(after.get(key)) !== JSON.stringify(sentinel(key)))).toEqual([]);
  });

  it('is one update that also bumps the epoch, so screens remount with nothing typed', () => {
    const updates: number[] = [];
    const stop = testStore().subscribe((state) => updates.push(state.customerEpoch));
    testStore().getState().nextCustomer();
    testStore().getState().nextCustomer();
    stop();
    expect(updates).toEqual([1, 2]);
  });
});
