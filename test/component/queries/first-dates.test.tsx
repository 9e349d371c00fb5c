import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useFirstDates } from '../../../renderer/queries/first-dates';
import { lastThirtyDays } from '../../../renderer/store/date-range';
import { testStore } from '../../fixtures/test-kiosk-store';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { priya, sessionOf, training } from '../staff-profiles';

// The two dated lists' first dates; what they read for those dates: test/component/screens/applications/ and quotes/.

const sandboxNow = '2031-03-15T02:00:00+00:00';

function FirstDates() {
  const dates = useFirstDates();
  return <p>{dates === null ? 'reading the clock' : `${dates.startDate} to ${dates.endDate}`}</p>;
}

test('the lists open on the last 30 days by the training sandbox clock (D27), whatever the kiosk clock says', async () => {
  testStore().setState({ session: sessionOf(training) });
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', ok({ now: sandboxNow, pendingTimers: 0 }));
  renderWithKiosk(<FirstDates />, kiosk);
  const sandboxDays = lastThirtyDays(new Date(sandboxNow));
  expect(sandboxDays).not.toEqual(lastThirtyDays());
  expect(await screen.findByText(`${sandboxDays.startDate} to ${sandboxDays.endDate}`)).toBeTruthy();
});

test('outside training the service publishes no clock: the kiosk’s, with nothing asked', () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  renderWithKiosk(<FirstDates />, kiosk);
  const today = lastThirtyDays();
  expect(screen.getByText(`${today.startDate} to ${today.endDate}`)).toBeTruthy();
  expect(kiosk.calls('training:clock')).toHaveLength(0);
});
