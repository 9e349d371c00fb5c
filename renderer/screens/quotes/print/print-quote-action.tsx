import { useEffect, useRef, useState } from 'react';
import type { RepaymentAmount } from '../../../../shared/wire/calculator';
import { AsyncStatus } from '../../../components/async-status';
import { done, failed, idle, working, type AsyncState } from '../../../store/async-state';
import { useKiosk } from '../../../store/kiosk-store';
import { kiosk } from '../../../kiosk';
import type { HandOffQuote } from '../quote-hand-off';
import type { ApplyLink } from '../use-apply-link';
import { PdfPrinter, savePdf } from './pdf-output';
import { printableQuote } from './printable-quote';
import { quotePdf } from './quote-pdf';

interface PrintQuoteActionProps {
  quote: HandOffQuote;
  repayment: RepaymentAmount | null;
  repaymentIncludesEstablishmentFee: boolean;
  applyLink: ApplyLink;
  expiryWords: string | null;
}

/** "Print or save quote": an A4 PDF made here, printed through the print dialog or saved; held in memory only (K4). */
export function PrintQuoteAction({ quote, repayment, repaymentIncludesEstablishmentFee, applyLink, expiryWords }: PrintQuoteActionProps) {
  const branch = useKiosk((state) => state.session?.profile?.branch.name ?? '');
  const [state, setState] = useState<AsyncState>(idle);
  const [pdf, setPdf] = useState<Uint8Array | null>(null);
  const printer = useRef<PdfPrinter | null>(null);
  // K4: the frame and its object URL go with the screen (Next customer, idle wipe, another screen).
  useEffect(() => () => printer.current?.discard(), []);
  const filename = `quote-${quote.id}.pdf`;
  const title = `Quote ${quote.id} to print`;

  const make = async () => {
    setState(working);
    // D19: every fee as the service states it; the establishment fee asked for so it shows what a first-time customer pays.
    const fees = await kiosk().calculator.breakdown({
      totalPurchaseAmount: quote.totalCents,
      depositAmount: quote.depositCents,
      repaymentTerm: quote.termMonths,
      addEstablishmentFee: true,
    });
    if (!fees.ok) return setState(failed(fees.error));
    const bytes = await quotePdf(
      printableQuote({
        branch,
        quoteId: quote.id,
        email: quote.email,
        productCategory: quote.productCategory,
        productDescription: quote.productDescription,
        totalCents: quote.totalCents,
        depositCents: quote.depositCents,
        termMonths: quote.termMonths,
        repayment,
        repaymentIncludesEstablishmentFee,
        fees: fees.data,
        expiryWords,
        applyLink: applyLink.state === 'known' ? applyLink.link : null,
      }),
    );
    setPdf(bytes);
    setState(done);
    printer.current ??= new PdfPrinter();
    printer.current.print(bytes, title);
  };

  return (
    <div className="quote-print">
      <div className="row">
        <button
          type="button"
          className="button button--secondary"
          // The QR goes on the page, so the page waits for the link to be found.
          disabled={state.status === 'working' || applyLink.state === 'finding'}
          onClick={() => void make()}
        >
          Print or save quote
        </button>
        {pdf && (
          <>
            <button type="button" className="button button--quiet" onClick={() => printer.current?.print(pdf, title)}>
              Print again
            </button>
            <button type="button" className="button button--quiet" onClick={() => savePdf(pdf, filename)}>
              Save PDF
            </button>
          </>
        )}
      </div>
      <AsyncStatus
        state={state}
        working="Making the printable quote…"
        done="The printable quote is ready: choose a printer in the print dialog, or Save PDF."
        failedLead="The printable quote could not be made:"
        onRetry={() => void make()}
      />
    </div>
  );
}
