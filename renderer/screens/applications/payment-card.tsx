import { useEffect, useState } from 'react';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { AsyncStatus } from '../../components/async-status';
import { ModalDialog } from '../../components/modal-dialog';
import { QuestionForm } from '../../components/question-form';
import { useKiosk } from '../../store/kiosk-store';
import { invoiceStanding, paymentStanding, type InvoiceStanding } from './payment-standing';

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Asking the lender to pay the branch (D14): warned without an invoice, and never asked twice while the customer has not confirmed. */
export function PaymentCard({ application }: { application: Application }) {
  const state = useKiosk((store) => store.paymentState);
  const request = useKiosk((store) => store.requestPayment);
  const record = useKiosk((store) => store.kioskRecord);
  const documents = useKiosk((store) => store.documents);
  const documentsState = useKiosk((store) => store.documentsState);
  const loadKioskRecord = useKiosk((store) => store.loadKioskRecord);
  // K8: the record follows the Outbox (an invoice that went, a payment request's outcome).
  const outboxEntries = useKiosk((store) => store.outboxEntries);
  const [asking, setAsking] = useState(false);
  useEffect(() => void loadKioskRecord(application.id), [application.id, outboxEntries, loadKioskRecord]);
  const standing = paymentStanding(application, record);
  const invoice = invoiceStanding(documents, documentsState, record);
  if (standing.kind === 'not-approved' && state.status === 'idle') return null;
  const blocked = standing.kind === 'waiting' || standing.kind === 'may-have-gone';
  return (
    <section className="card stack" aria-labelledby="application-payment">
      <h2 id="application-payment">Payment</h2>
      <div role="status" aria-live="polite">
        {standing.kind === 'paid' && <p className="notice notice--done">Paid: the buyer confirmed delivery.</p>}
        {standing.kind === 'waiting' && (
          <p className="notice notice--waiting">
            Payment requested on {when.format(Date.parse(standing.requestedAt))} — waiting for the customer’s confirmation.
          </p>
        )}
        {standing.kind === 'may-have-gone' && (
          <p className="notice notice--queued">
            A payment request went on {when.format(Date.parse(standing.requestedAt))} but its answer was lost: it may have reached the
            provider.
          </p>
        )}
      </div>
      {(standing.kind === 'ready' || blocked) && (
        <>
          {standing.kind === 'ready' && <p className="muted">The goods are ready to hand over? Ask the lender to pay the branch.</p>}
          {standing.kind === 'ready' && !invoice.present && <p className="notice notice--queued small">{invoice.words}</p>}
          <div className="row">
            <button
              type="button"
              className="button button--primary"
              disabled={blocked || state.status === 'working'}
              aria-describedby={blocked ? 'payment-blocked-reason' : undefined}
              onClick={() => setAsking(true)}
            >
              Request payment
            </button>
          </div>
          {blocked && (
            <p className="muted small" id="payment-blocked-reason">
              {standing.kind === 'waiting'
                ? 'Not again: the customer has been asked already. Once they confirm, the status changes to Paid.'
                : 'Not again until this is settled: check the Outbox, where staff decide whether to send it again.'}
            </p>
          )}
        </>
      )}
      <AsyncStatus state={state.status === 'done' ? { status: 'idle' } : state} working="Requesting payment…" />
      <ModalDialog open={asking} labelledBy="payment-dialog-title" onClose={() => setAsking(false)}>
        <PaymentQuestion
          application={application}
          invoice={invoice}
          onClose={() => setAsking(false)}
          onRequest={() => {
            setAsking(false);
            void request(application.id);
          }}
        />
      </ModalDialog>
    </section>
  );
}

interface PaymentQuestionProps {
  application: Application;
  invoice: InvoiceStanding;
  onClose(): void;
  onRequest(): void;
}

/** "Request payment?", with the invoice warning first when none is on the application. */
function PaymentQuestion({ application, invoice, onClose, onRequest }: PaymentQuestionProps) {
  return (
    <QuestionForm
      titleId="payment-dialog-title"
      title="Request payment?"
      no="Not yet"
      yes={invoice.present ? 'Yes, request payment' : 'Request anyway'}
      onNo={onClose}
      onYes={onRequest}
    >
      {!invoice.present && (
        <div className="notice notice--queued stack">
          <p>
            <strong>{invoice.words}</strong>
          </p>
          <p className="notice__detail">
            The lender usually needs the invoice before it pays. Photograph it under Documents first, or go ahead anyway.
          </p>
        </div>
      )}
      <p>
        The buyer will be asked to confirm delivery of {application.product_description || 'the goods'} before repayments start. The lender
        pays the branch once they confirm.
      </p>
      <p>
        Financed amount: <strong>{formatCents(application.financed_amount)}</strong>
      </p>
    </QuestionForm>
  );
}
