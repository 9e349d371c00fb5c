import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandOver } from '../../../../shared/contract/hand-over';
import { applicationStatuses } from '../../../../shared/enums';
import { applyOutboxSnapshot } from '../../../../renderer/queries/outbox-cache';
import { englishMessages, pseudoLocaleKey } from '../../../../renderer/i18n/catalogue';
import { customerI18n, staffI18n, startWords } from '../../../../renderer/i18n/i18n-instances';
import { CustomerScreen } from '../../../../renderer/screens/customer/customer-screen';
import { stateOfHandOver } from '../../../../renderer/store/hand-over-slice';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { wordsNotFromTheCatalogue } from '../../../words-not-from-the-catalogue';
import { fakeKiosk, ok, refused, type Answer, type FakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// K14: every state of the customer's screen reads in the catalogue's words, checked in the pseudo-locale: offline,
// failures whose English reason stays with staff, a return the kiosk cannot confirm, and every outcome (D15). The
// states that need a real browser (chunks loading slowly, a language that cannot load, checkout itself) stay in
// test/e2e/kiosk/customer-language-pseudo.spec.ts.

const alex: HandOver['customer'] = {
  firstName: 'Alex',
  lastName: 'Customer',
  email: 'alex.0433555311@example.com',
  mobile: '0433555311',
  productCategory: 'Storage Battery(s)',
  productDescription: '10 kWh home battery',
};
/** What the customer or staff typed: theirs, not the catalogue's. */
const customerData = [alex.firstName, alex.lastName, alex.email, alex.mobile, alex.productDescription, alex.productCategory];

/** Main's own reason for a failure, in English for staff: it must never reach the customer. */
const mainsReason = 'The financing service cannot be reached. Check the connection and try again.';

beforeAll(async () => {
  sessionStorage.setItem(pseudoLocaleKey, 'on');
  await startWords();
});

// The next file in this worker reads English again (the component project shares its modules).
afterAll(() => {
  sessionStorage.removeItem(pseudoLocaleKey);
  for (const i18n of [staffI18n, customerI18n]) {
    i18n.load('en-AU', englishMessages);
    i18n.activate('en-AU');
  }
});

/** Alex's $8,000 quote, sent and handed over: the kiosk locked for them, their screen as main keeps it. */
function handedOver(kiosk: FakeKiosk = fakeKiosk()) {
  kiosk.answer('handOver:keep', ok({}));
  kiosk.answer('quotes:applyLink', ok({ link: 'http://127.0.0.1:4310/apply/quote_3247?email=alex' }));
  const handOver: HandOver = {
    customer: alex,
    totalCents: 800_000,
    depositCents: 0,
    termMonths: 24,
    repayment: { repaymentAmount: 17_512, instalments: 52 },
    quote: { id: 'quote_3247', expires: '2026-12-31T13:00:00.000Z' },
    legalTexts: [],
  };
  testStore().setState({ session: sessionOf(training, { locked: true }), ...stateOfHandOver(handOver) });
  return renderWithKiosk(<CustomerScreen locked />, kiosk);
}

/** The customer's words on `root`, which must be showing the pseudo-locale's brackets, all from the catalogue. */
async function expectCatalogueWords(root: string): Promise<void> {
  await expect.poll(() => document.querySelector(root)?.textContent ?? '').toContain('⟦');
  expect(wordsNotFromTheCatalogue({ root, data: customerData })).toEqual([]);
}

/** Checkout's return, as main answers it (`answer`), checked by the screens as app.tsx does on the return address. */
async function returnedWith(kiosk: FakeKiosk, answer: Answer<'checkout:return'>) {
  kiosk.answer('checkout:return', answer);
  await act(() => testStore().getState().verifyReturn('error_code=10000&transaction_id=1001&signature=forged'));
}

describe('the customer’s screen in the pseudo-locale: every word from the catalogue (K14)', () => {
  it('their quote, its QR code and the staff button', async () => {
    handedOver();
    await screen.findByRole('img', { name: /⟦/ });
    await expectCatalogueWords('.customer-frame');
  });

  it('offline: the form cannot open, and the customer is told so', async () => {
    const { queryClient } = handedOver();
    // As main pushes its outbox while locked: whether the service is there and the counts, no entries (K15).
    act(() =>
      applyOutboxSnapshot(queryClient, testStore().getState().session?.profile?.id ?? null, {
        entries: [],
        online: false,
        queued: 0,
        needsDecision: 0,
        unreadable: 0,
      }),
    );
    await expectCatalogueWords('#apply-offline');
    await expectCatalogueWords('.customer-frame');
  });

  it('the form could not be opened: the customer reads its kind, main’s English reason stays with staff', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('checkout:start', refused('unavailable', mainsReason));
    const { user } = handedOver(kiosk);
    await user.click(document.querySelector<HTMLButtonElement>('.customer-frame button.button--primary')!);
    await expectCatalogueWords('.customer-frame .notice--failed');
    expect(document.body.textContent).not.toContain(mainsReason);
    await expectCatalogueWords('.customer-frame');
  });

  it('the apply link could not be read: the customer is told where it is, never why', async () => {
    const kiosk = fakeKiosk();
    handedOver(kiosk);
    kiosk.answer('quotes:applyLink', refused('unavailable', mainsReason));
    // The QR's answer is the first render's: a fresh screen asks again.
    act(() => testStore().setState({ handedOverQuote: { id: 'quote_3248', expires: null } }));
    await expect.poll(() => kiosk.calls('quotes:applyLink').length).toBe(2);
    // Answered: no longer finding the link, and no code to scan.
    await expect.poll(() => document.querySelector('.apply-qr .notice--working')).toBeNull();
    expect(document.querySelector('.apply-qr')?.textContent).toContain('⟦');
    expect(document.querySelector('.apply-qr__code')).toBeNull();
    expect(document.body.textContent).not.toContain(mainsReason);
    await expectCatalogueWords('.customer-frame');
  });

  it('a return from checkout the kiosk cannot confirm', async () => {
    const kiosk = fakeKiosk();
    handedOver(kiosk);
    await returnedWith(kiosk, ok({ result: 'unverified', applicationId: null, status: null, message: 'The signature did not verify.' }));
    await expectCatalogueWords('#outcome-heading');
    await expectCatalogueWords('.customer-frame');
  });

  it('a return from checkout the kiosk could not check: main’s English reason stays with staff', async () => {
    const kiosk = fakeKiosk();
    handedOver(kiosk);
    await returnedWith(kiosk, refused('service-error', mainsReason));
    await expectCatalogueWords('.customer-frame .notice--failed');
    expect(document.body.textContent).not.toContain(mainsReason);
    await expectCatalogueWords('.customer-frame');
  });

  it.each(applicationStatuses)('an application back from checkout as %s', async (status) => {
    const kiosk = fakeKiosk();
    handedOver(kiosk);
    await returnedWith(kiosk, ok({ result: 'submitted', applicationId: '1001', status, message: 'Your application was received.' }));
    await expectCatalogueWords('#outcome-heading');
    await expectCatalogueWords('.outcome__summary');
    expect(wordsNotFromTheCatalogue({ root: '.customer-frame', data: customerData })).toEqual([]);
  });
});
