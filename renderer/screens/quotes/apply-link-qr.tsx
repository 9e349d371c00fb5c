import type { ReactNode } from 'react';
import { onDemand } from '../../components/on-demand';
import { useWords, Words } from '../../i18n/use-words';
import type { ApplyLink } from './use-apply-link';
import './apply-link-qr.css';

// The QR encoder loads with the first quote sent, not with the calculator.
const QrCode = onDemand('the QR code', () => import('./qr-code').then((module) => module.QrCode), {
  opening: 'qr.opening',
  failed: 'qr.couldNotOpen',
});

interface ApplyLinkQrProps {
  applyLink: ApplyLink;
  email: string;
  /** "Works until …": null when the quote's expiry is not known here (sent from the outbox, answer not kept). */
  expiryWords: string | null;
  /** Staff's words, or the customer's own in customer mode. */
  audience?: 'staff' | 'customer';
}

/** Where the link is, to staff or to the customer (K14: the customer's in their language). */
function WhereTheLinkIs({ email, audience }: { email: string; audience: 'staff' | 'customer' }): ReactNode {
  return (
    <Words
      id={audience === 'staff' ? 'qr.inEmail.staff' : 'qr.inEmail.customer'}
      values={{
        email: (
          <strong>
            <bdi>{email}</bdi>
          </strong>
        ),
      }}
    />
  );
}

/** D17: the quote's apply link as a QR code the customer scans to apply on their own phone; or where the link is. */
export function ApplyLinkQr({ applyLink, email, expiryWords, audience = 'staff' }: ApplyLinkQrProps) {
  const words = useWords();
  const expiry = <p className="apply-qr__expiry">{expiryWords ?? words('qr.worksThirtyDays')}</p>;
  return (
    <section className="apply-qr" aria-labelledby="apply-qr-heading">
      <h3 id="apply-qr-heading">{words(audience === 'staff' ? 'qr.title.staff' : 'qr.title.customer')}</h3>
      {applyLink.state === 'known' && (
        <div className="apply-qr__body">
          <QrCode text={applyLink.link} className="apply-qr__code" />
          <div className="stack">
            <p className="apply-qr__instruction">{words('qr.scan')}</p>
            {expiry}
            <p className="muted small">
              <Words id="qr.sameLink" values={{ email: <bdi>{email}</bdi> }} />
            </p>
          </div>
        </div>
      )}
      {applyLink.state === 'in-email' && (
        <div className="stack">
          {/* D17: only the email carries the link's token, and only training can read what was emailed (D27). */}
          <p>
            <WhereTheLinkIs email={email} audience={audience} />
          </p>
          {expiry}
        </div>
      )}
      {applyLink.state === 'finding' && <p className="notice notice--working">{words('qr.finding')}</p>}
      {applyLink.state === 'failed' && (
        <div className="stack">
          {/* A customer is told where the link is; the reason is for staff. */}
          <p className={audience === 'staff' ? 'notice notice--queued' : undefined}>
            {audience === 'staff' && <>{words('qr.unreadable', { reason: applyLink.message })} </>}
            <WhereTheLinkIs email={email} audience={audience} />
          </p>
          {expiry}
        </div>
      )}
    </section>
  );
}
