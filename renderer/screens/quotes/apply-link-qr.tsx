import { onDemand } from '../../components/on-demand';
import type { ApplyLink } from './use-apply-link';
import './apply-link-qr.css';

// The QR encoder loads with the first quote sent, not with the calculator.
const QrCode = onDemand('the QR code', () => import('./qr-code').then((module) => module.QrCode));

interface ApplyLinkQrProps {
  applyLink: ApplyLink;
  email: string;
  /** "Works until …": null when the quote's expiry is not known here (sent from the outbox, answer not kept). */
  expiryWords: string | null;
  /** Staff's words, or the customer's own in customer mode. */
  audience?: 'staff' | 'customer';
}

const where = {
  staff: (email: string) => (
    <>
      The apply link is in the email sent to <strong>{email}</strong> — the customer can open it on their phone.
    </>
  ),
  customer: (email: string) => (
    <>
      The link to apply is in the email we sent to <strong>{email}</strong>: open it on your phone.
    </>
  ),
};

/** D17: the quote's apply link as a QR code the customer scans to apply on their own phone; or where the link is. */
export function ApplyLinkQr({ applyLink, email, expiryWords, audience = 'staff' }: ApplyLinkQrProps) {
  const expiry = <p className="apply-qr__expiry">{expiryWords ?? 'Works for 30 days from when the quote was sent.'}</p>;
  return (
    <section className="apply-qr" aria-labelledby="apply-qr-heading">
      <h3 id="apply-qr-heading">{audience === 'staff' ? 'Apply on their own phone' : 'Or apply on your own phone'}</h3>
      {applyLink.state === 'known' && (
        <div className="apply-qr__body">
          <QrCode text={applyLink.link} className="apply-qr__code" />
          <div className="stack">
            <p className="apply-qr__instruction">Scan with your phone’s camera to apply on your own phone.</p>
            {expiry}
            <p className="muted small">The same link is in the email sent to {email}.</p>
          </div>
        </div>
      )}
      {applyLink.state === 'in-email' && (
        <div className="stack">
          {/* D17: only the email carries the link's token, and only training can read what was emailed (D27). */}
          <p>{where[audience](email)}</p>
          {expiry}
        </div>
      )}
      {applyLink.state === 'finding' && <p className="notice notice--working">Finding the apply link…</p>}
      {applyLink.state === 'failed' && (
        <div className="stack">
          {/* A customer is told where the link is; the reason is for staff. */}
          <p className={audience === 'staff' ? 'notice notice--queued' : undefined}>
            {audience === 'staff' && <>The apply link could not be read just now: {applyLink.message} </>}
            {where[audience](email)}
          </p>
          {expiry}
        </div>
      )}
    </section>
  );
}
