import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PrintQuoteAction } from '../../../../../renderer/screens/quotes/print/print-quote-action';
import { testStore } from '../../../../fixtures/test-kiosk-store';
import { fakeKiosk, ok } from '../../../fake-kiosk';
import { renderWithKiosk } from '../../../render-with-kiosk';
import { answerLikeTheSandbox } from '../../../sandbox-calculator';
import { sessionOf, training } from '../../../staff-profiles';
import { fetchFontFilesFromProject } from '../../../../fixtures/font-files-fetch';

// Issue 38 item 7: after "Save quote as PDF" the message names the folder main kept it in, and "Show in folder" asks
// main (Electron's shell.showItemInFolder) to open it there with the PDF selected.

fetchFontFilesFromProject();

const quote = {
  id: 'quote_3249',
  customerName: 'Ruth Okafor',
  email: 'ruth.okafor@example.com',
  productCategory: 'Solar Panel Package',
  productDescription: 'Solar battery, 13.5 kWh',
  totalCents: 745_050,
  depositCents: 45_050,
  termMonths: 24,
  expires: '2027-01-05T03:00:00+00:00',
  created: '2026-12-06T03:00:00+00:00',
};

function renderSaving(canShowInFolder: boolean) {
  const kiosk = fakeKiosk();
  answerLikeTheSandbox(kiosk);
  kiosk.answer('quotePdf:save', ok({ folder: '/home/sam/Downloads', fileName: 'quote-quote_3249.pdf', canShowInFolder }));
  kiosk.answer('quotePdf:showInFolder', ok({}));
  act(() => testStore().setState({ session: sessionOf(training) }));
  return renderWithKiosk(
    <PrintQuoteAction
      quote={quote}
      repayment={{ instalments: 52, repaymentAmount: 14_066 }}
      repaymentIncludesEstablishmentFee
      applyLink={{ state: 'in-email' }}
      now={Date.parse(quote.created)}
      notYetSent={false}
    />,
    kiosk,
  );
}

it('names the folder the PDF went to, and shows it there', async () => {
  const { user, kiosk } = renderSaving(true);
  await user.click(screen.getByRole('button', { name: 'Save quote as PDF' }));
  expect(
    await screen.findByText('The quote is saved as quote-quote_3249.pdf in /home/sam/Downloads.', {}, { timeout: 20_000 }),
  ).toBeTruthy();
  const [saved] = kiosk.calls('quotePdf:save');
  expect(saved?.quoteId).toBe('quote_3249');
  expect(atob(saved?.pdf ?? '').startsWith('%PDF-')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Show in folder' }));
  expect(kiosk.calls('quotePdf:showInFolder')).toEqual([{ fileName: 'quote-quote_3249.pdf' }]);
}, 30_000);

it('where the host cannot open a folder (a web browser), says where to look and offers no button', async () => {
  const { user } = renderSaving(false);
  await user.click(screen.getByRole('button', { name: 'Save quote as PDF' }));
  expect(
    await screen.findByText(
      'The quote is saved as quote-quote_3249.pdf in /home/sam/Downloads. Open that folder in the file manager to print or send it.',
      {},
      { timeout: 20_000 },
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show in folder' })).toBeNull();
}, 30_000);
