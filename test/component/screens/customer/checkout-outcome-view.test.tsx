import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationStatusWords } from '../../../../shared/application-status-words';
import { applicationStatuses, type ApplicationStatus } from '../../../../shared/enums';
import { CustomerScreen } from '../../../../renderer/screens/customer/customer-screen';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { solarApplication } from '../../../fixtures/solar-application';
import { sessionOf, training } from '../../staff-profiles';

// The outcome of an application made at the kiosk (K6, D23): every status in plain words for the customer and for
// staff, never the service's codes (D14, D15); staff's next steps open the application or end the customer (K4). The
// hand-over journey itself, with checkout in Chromium, is test/e2e/kiosk/hand-over.spec.ts.

const serviceCodes = ['QUOTE', 'C.APPROV', 'CONDITIONALLY APPROVED', 'REFER', 'REFERRED', 'APPROVED', 'DECLINED', 'WITHDRAW', 'PAID'];

/** Alex's hand-over of a $5,000.01 purchase, back from checkout with `status`; the kiosk locked for the customer or not. */
function returnedWith(status: ApplicationStatus, locked: boolean, kiosk = fakeKiosk()) {
  const view = renderWithKiosk(<CustomerScreen locked={locked} />, kiosk);
  act(() =>
    testStore().setState({
      session: sessionOf(training, { locked }),
      customer: { ...testStore().getState().customer, firstName: 'Alex', lastName: 'Customer', productDescription: '10 kWh home battery' },
      totalCents: 500_001,
      depositCents: 0,
      outcome: { result: 'submitted', applicationId: '4200', status, message: '' },
    }),
  );
  return view;
}

/** D14 and D15, what each status means for the customer next: English, the source every language says (K14). */
const customerNextStep: Record<ApplicationStatus, string> = {
  APPROVED:
    'The staff member will arrange your purchase with you. Once it is delivered and installed, the finance provider will ask you to confirm the delivery, and your repayments start after that.',
  'C.APPROV':
    'The finance provider is finishing its checks and may contact you for more details. It will tell you its final decision on your application.',
  REFER: 'The finance provider is reviewing your application and may contact you for more details. It will tell you its decision.',
  DECLINED: 'This finance cannot be used for this purchase. The staff member can talk with you about other ways to pay.',
  QUOTE: 'Your application has not been submitted yet, so no decision has been made. Please ask the staff member how to finish it.',
  WITHDRAW: 'Nothing more happens with this application, and no repayments are due. You can apply again whenever you are ready.',
  PAID: 'The finance provider has paid for your purchase. Your repayments are made as your contract with the finance provider sets out.',
};

function expectNoServiceCodes(): void {
  for (const code of serviceCodes) expect(screen.queryByText(code, { exact: true })).toBeNull();
}

describe.each(applicationStatuses)('an application back from checkout as %s', (status) => {
  it('the customer reads its plain words, their name, the amount, the application number and what happens next, and no staff step', async () => {
    returnedWith(status, true);
    const outcome = screen.getByRole('region', { name: 'Thank you, Alex, your application is in' });
    expect(outcome.textContent).toContain('Amount financed$5,000.01');
    expect(outcome.textContent).toContain('Application number4200');
    expect(within(outcome).getByText(applicationStatusWords[status], { exact: true })).toBeTruthy();
    within(outcome).getByRole('heading', { name: 'What happens next' });
    expect(within(outcome).getByText(customerNextStep[status], { exact: true })).toBeTruthy();
    expect(within(outcome).getByText(/keep your application number/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next customer' })).toBeNull();
    expectNoServiceCodes();
    await expectAccessible();
  });

  it('staff read the same words with the application number, and can open it or photograph its invoice', async () => {
    const { user } = returnedWith(status, false);
    const outcome = screen.getByRole('region', { name: 'Alex Customer’s application' });
    expect(outcome.textContent).toContain('Application number4200');
    expect(within(outcome).getByText(applicationStatusWords[status], { exact: true })).toBeTruthy();
    expectNoServiceCodes();
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: 'Photograph the invoice' }));
    expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '4200', openApplicationPart: 'capture' });
  });
});

describe('staff’s next steps after the outcome', () => {
  it('"Open the application" opens it at the top', async () => {
    const { user } = returnedWith('REFER', false);
    await user.click(screen.getByRole('button', { name: 'Open the application' }));
    expect(testStore().getState()).toMatchObject({ screen: 'application', openApplicationId: '4200', openApplicationPart: 'summary' });
  });

  it('"Check the status again" asks the service only then, and shows its status, applicant and amount', async () => {
    const kiosk = fakeKiosk();
    const application = { ...solarApplication('APPROVED', '2026-10-20T01:00:00+00:00'), id: '4200' };
    kiosk.answer('applications:get', ok(application));
    const { user } = returnedWith('REFER', false, kiosk);
    expect(kiosk.calls('applications:get')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Check the status again' }));
    expect(await screen.findByText('Status updated: Approved.')).toBeTruthy();
    expect(kiosk.calls('applications:get')).toEqual([{ id: '4200' }]);
    const outcome = screen.getByRole('region', { name: `${application.applicants[0]?.name}’s application` });
    expect(within(outcome).getByText('Approved', { exact: true })).toBeTruthy();
  });

  it('the outcome’s own "Next customer" ends the customer without asking: nothing of Alex stays (K4)', async () => {
    const { user } = returnedWith('DECLINED', false);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const state = testStore().getState();
    expect({ outcome: state.outcome, firstName: state.customer.firstName, totalCents: state.totalCents }).toEqual({
      outcome: null,
      firstName: '',
      totalCents: null,
    });
    expect(document.body.textContent).not.toContain('Alex');
  });
});
