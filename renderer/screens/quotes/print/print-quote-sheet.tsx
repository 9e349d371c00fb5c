import { createPortal } from 'react-dom';
import { QrCode } from '../qr-code';
import { printFonts } from './print-fonts';
import type { PrintableQuote, PrintLine } from './printable-quote';
import './print-quote-sheet.css';

/**
 * The quote as the page prints it: the same words and figures as the PDF (printable-quote.ts), placed straight in
 * <body> so that under print it can be the page's only content. Never shown on screen; it goes when it is unmounted (K4).
 */
export function PrintQuoteSheet({ quote, family }: { quote: PrintableQuote; family: string }) {
  // K14: in the customer’s language and its script’s font; Arabic right to left, its amounts, quote number and email
  // left to right (isolated in printable-quote.ts, issue 35).
  return createPortal(
    <article
      className="quote-sheet"
      lang={quote.lang}
      dir={printFonts[quote.lang].direction}
      style={{ fontFamily: `"${family}", sans-serif` }}
      aria-label={[quote.title, quote.notYetSent?.mark ?? quote.reference].join(', ')}
    >
      <header className="quote-sheet__header">
        {/* K14: what staff typed (the branch, the product) reads in its own direction, whatever the page's. */}
        <p className="quote-sheet__branch">
          <bdi>{quote.branch.name}</bdi>
        </p>
        {/* Issue 38 item 7: only what Administration set, so no label stands empty. */}
        {quote.branch.details.map((line) => (
          <p key={line} className="quote-sheet__muted">
            <bdi>{line}</bdi>
          </p>
        ))}
        <h1 className="quote-sheet__title">{quote.title}</h1>
        {quote.notYetSent && (
          <div className="quote-sheet__not-sent">
            <p className="quote-sheet__not-sent-mark">{quote.notYetSent.mark}</p>
            <p>{quote.notYetSent.explanation}</p>
          </div>
        )}
        {quote.reference && <p className="quote-sheet__muted">{quote.reference}</p>}
        {quote.customer !== null && <p>{quote.customer}</p>}
        <p className="quote-sheet__muted">{quote.issued}</p>
      </header>
      <section className="quote-sheet__section">
        <h2 className="quote-sheet__heading">
          <bdi>{quote.product.category}</bdi>
        </h2>
        <p className="quote-sheet__description">
          <bdi>{quote.product.description}</bdi>
        </p>
        <Lines lines={quote.figures} className="quote-sheet__figures" />
        <h2 className="quote-sheet__heading">{quote.headings.fees}</h2>
        <Lines lines={quote.fees} className="quote-sheet__fees" />
      </section>
      <section className="quote-sheet__section">
        <h2 className="quote-sheet__heading">{quote.headings.apply}</h2>
        <div className="quote-sheet__apply">
          {quote.apply.link !== null && (
            <figure className="quote-sheet__qr-figure">
              <QrCode text={quote.apply.link} className="quote-sheet__qr" />
              {/* Issue 38 item 7: the link as text under its code, for a phone that cannot scan; a web address reads left to right. */}
              <figcaption className="quote-sheet__link" dir="ltr">
                {quote.apply.link}
              </figcaption>
            </figure>
          )}
          <div>
            <p className="quote-sheet__instruction">{quote.apply.instruction}</p>
            <p>{quote.apply.expiry}</p>
            {quote.apply.where && <p className="quote-sheet__muted">{quote.apply.where}</p>}
          </div>
        </div>
      </section>
      <footer className="quote-sheet__legal">
        {quote.legal.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </footer>
    </article>,
    document.body,
  );
}

function Lines({ lines, className }: { lines: readonly PrintLine[]; className: string }) {
  return (
    <dl className={`quote-sheet__lines ${className}`}>
      {lines.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
