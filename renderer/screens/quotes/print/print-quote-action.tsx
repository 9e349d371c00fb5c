import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SavedQuotePdf } from '../../../../shared/contract/quote-pdf';
import type { RepaymentAmount } from '../../../../shared/wire/calculator';
import { bytesToBase64 } from '../../../capture/base64';
import { AsyncStatus } from '../../../components/async-status';
import { done, failed, idle, working, type AsyncState } from '../../../store/async-state';
import { settledBreakdown } from '../../../store/calculator-slice';
import { useKiosk } from '../../../store/kiosk-store';
import { kiosk } from '../../../kiosk';
import { applyLinkDaysLeft } from '../apply-link-expiry';
import type { HandOffQuote } from '../quote-hand-off';
import type { ApplyLink } from '../use-apply-link';
import { say } from '../words';
import { printFonts } from './print-fonts';
import type { PrintQuoteSheet } from './print-quote-sheet';
import { loadSheetFonts } from './print-sheet-fonts';
import { printWords } from './print-words';
import { printableQuote, type PrintableQuote } from './printable-quote';
import { quoteText } from './quote-text';

interface PrintQuoteActionProps {
  quote: HandOffQuote;
  repayment: RepaymentAmount | null;
  repaymentIncludesEstablishmentFee: boolean;
  applyLink: ApplyLink;
  /** The service's time (epoch ms), for how many days the apply link still works (D17). */
  now: number;
  /** Issue 38 item 2: still in the outbox (K8), so the page says "not yet sent". */
  notYetSent: boolean;
}

type Output = 'print' | 'save';

const couldNotLoad = { code: 'internal', message: 'this kiosk could not read its own files. Restart the kiosk and try again.' } as const;

const words: Record<Output, { working: string; failedLead: string }> = {
  print: { working: 'Getting the quote ready to print…', failedLead: 'The quote could not be printed:' },
  save: { working: 'Making the quote’s PDF…', failedLead: 'The quote’s PDF could not be made:' },
};

/**
 * "Print quote" prints an HTML sheet of the quote through the page's own print dialog (Electron and Chromium alike:
 * no PDF viewer, no frame); "Save quote as PDF" makes the same quote as an A4 PDF, which main keeps in the laptop's
 * Downloads folder (issue 38 item 7); the screens hold neither beyond the moment (K4).
 */
export function PrintQuoteAction({
  quote,
  repayment,
  repaymentIncludesEstablishmentFee,
  applyLink,
  now,
  notYetSent,
}: PrintQuoteActionProps) {
  const serviceBranchName = useKiosk((state) => state.session?.profile?.branch.name ?? '');
  // Issue 38 item 7: the branch as Administration → This kiosk sets it; its name at the service until a trading name is set.
  const { tradingName, ...branchDetails } = useKiosk((state) => state.kioskOptions.branch);
  const branch = { ...branchDetails, name: tradingName || serviceBranchName };
  // K14: the quote is printed in the language the customer reads, chosen by them or preset by staff.
  const locale = useKiosk((state) => state.customerLocale);
  const heldFees = useKiosk(settledBreakdown);
  const [state, setState] = useState<AsyncState>(idle);
  const [output, setOutput] = useState<Output>('print');
  // The sheet and the PDF maker (with the QR encoder) load on the first print or save, not with the quote.
  const [sheet, setSheet] = useState<{ page: PrintableQuote; Sheet: typeof PrintQuoteSheet } | null>(null);
  // Issue 38 item 7: where main kept the PDF, for the message and "Show in folder".
  const [saved, setSaved] = useState<SavedQuotePdf | null>(null);
  const [shown, setShown] = useState<AsyncState>(idle);
  // K4: work that finishes after Next customer or the idle wipe (which unmount this) prints and saves nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // K4: the sheet leaves the page once the print dialog is done with it; unmounting (Next customer, idle) takes it too.
  // A layout effect, so the listener is there before print() is called, right after the sheet's commit.
  useLayoutEffect(() => {
    if (sheet === null) return;
    const printed = () => setSheet(null);
    window.addEventListener('afterprint', printed);
    return () => window.removeEventListener('afterprint', printed);
  }, [sheet]);

  /** The quote's words in the customer's language (K14) and its figures for either output; every fee as the service states it (D19). */
  const printable = async (): Promise<PrintableQuote | null> => {
    const words = await printWords(locale);
    // The establishment fee is asked for so the page shows what a first-time customer pays. Issue 38 item 2: a quote
    // still in the outbox waits because the service cannot be reached, so its fees are the ones the review showed.
    const fees =
      notYetSent && heldFees !== null
        ? ({ ok: true, data: heldFees } as const)
        : await kiosk().calculator.breakdown({
            totalPurchaseAmount: quote.totalCents,
            depositAmount: quote.depositCents,
            repaymentTerm: quote.termMonths,
            addEstablishmentFee: true,
          });
    if (!mounted.current) return null;
    if (!fees.ok) {
      setState(failed(fees.error));
      return null;
    }
    const { id: quoteId, expires, created, ...sent } = quote;
    return printableQuote(
      {
        ...sent,
        branch,
        quoteId,
        issuedAt: created === null ? new Date() : new Date(created),
        repayment,
        repaymentIncludesEstablishmentFee,
        fees: fees.data,
        expiry: expires === null ? null : { at: new Date(expires), daysLeft: applyLinkDaysLeft(expires, now) },
        applyLink: applyLink.state === 'known' ? applyLink.link : null,
        notYetSent,
      },
      words,
    );
  };

  const print = async () => {
    setOutput('print');
    setState(working);
    const page = await printable();
    if (page === null) return;
    // K14: the language's script fonts are in the page before it is laid out for paper.
    const [Sheet] = await Promise.all([
      import('./print-quote-sheet').then(
        (module) => module.PrintQuoteSheet,
        () => null,
      ),
      loadSheetFonts(printFonts[locale], quoteText(page)),
    ]);
    if (!mounted.current) return;
    if (Sheet === null) return setState(failed(couldNotLoad));
    // The sheet must be in the page when print() lays it out for paper.
    flushSync(() => setSheet({ page, Sheet }));
    window.print();
    setState(done);
  };

  const save = async () => {
    setOutput('save');
    setState(working);
    const page = await printable();
    if (page === null) return;
    let pdf: string;
    try {
      // Loaded only when a PDF is made: pdf-lib, fontkit and the fonts are larger than the rest of the screens together.
      const { quotePdf } = await import('./quote-pdf');
      pdf = bytesToBase64(await quotePdf(page, printFonts[locale]));
    } catch {
      return setState(failed({ code: 'internal', message: 'something went wrong on this kiosk. Print the quote instead.' }));
    }
    if (!mounted.current) return;
    // Issue 38 item 7: main keeps it in the Downloads folder, so the screen can say where; the screens hold no copy (K4).
    const kept = await kiosk().quotePdf.save({ quoteId: quote.id, pdf });
    if (!mounted.current) return;
    if (!kept.ok) return setState(failed(kept.error));
    setSaved(kept.data);
    setShown(idle);
    setState(done);
  };

  const showInFolder = async (fileName: string) => {
    setShown(working);
    const result = await kiosk().quotePdf.showInFolder({ fileName });
    if (mounted.current) setShown(result.ok ? idle : failed(result.error));
  };

  // The QR goes on the page, so the page waits for the link to be found.
  const disabled = state.status === 'working' || applyLink.state === 'finding';
  return (
    <div className="quote-print">
      <div className="row">
        <button type="button" className="button button--secondary" disabled={disabled} onClick={() => void print()}>
          Print quote
        </button>
        <button type="button" className="button button--secondary" disabled={disabled} onClick={() => void save()}>
          Save quote as PDF
        </button>
      </div>
      <AsyncStatus
        state={state}
        working={words[output].working}
        done={
          output === 'print' || saved === null
            ? 'The quote went to the print dialog.'
            : say(saved.canShowInFolder ? 'quotes.pdf.savedIn' : 'quotes.pdf.savedInBrowserHost', {
                fileName: saved.fileName,
                folder: saved.folder,
              })
        }
        failedLead={words[output].failedLead}
        onRetry={() => void (output === 'print' ? print() : save())}
      />
      {output === 'save' && state.status === 'done' && saved?.canShowInFolder && (
        <div className="row">
          <button
            type="button"
            className="button button--quiet"
            disabled={shown.status === 'working'}
            onClick={() => void showInFolder(saved.fileName)}
          >
            {say('quotes.pdf.showInFolder')}
          </button>
          <AsyncStatus state={shown} working={say('quotes.pdf.opening')} failedLead={say('quotes.pdf.notShown')} />
        </div>
      )}
      {sheet && <sheet.Sheet quote={sheet.page} family={printFonts[sheet.page.lang].family} />}
    </div>
  );
}
