import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { AsyncStatus } from '../../components/async-status';
import { ModalDialog } from '../../components/modal-dialog';
import { QuestionForm } from '../../components/question-form';
import { followApplication, useKioskRecord, type DocumentsRead } from '../../queries/application-reads';
import { mutationStateOf, queryStateOf } from '../../queries/query-state';
import { useKioskMutation } from '../../queries/use-kiosk-mutation';
import { useOutbox } from '../../queries/outbox-cache';
import { paymentStanding } from '../../../shared/applications/payment-standing';
import { invoiceStanding, type InvoiceStanding } from './payment-standing';
import { Say, say } from './words';

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Asking the lender to pay the branch (D14): warned without an invoice, and never asked twice while the customer has not confirmed. */
export function PaymentCard({ application, documents }: { application: Application; documents: DocumentsRead }) {
  const queryClient = useQueryClient();
  const kioskRecord = useKioskRecord(application.id);
  const { refetch: readRecord } = kioskRecord;
  // The outbox record then says when it was requested (or that it may have gone, K7).
  const request = useKioskMutation('applications:requestPayment', {
    onSuccess: (answer) => followApplication(queryClient, answer),
    onSettled: () => void readRecord(),
  });
  const state = mutationStateOf(request);
  // K8: the record follows the Outbox (an invoice that went, a payment request's outcome).
  const outboxEntries = useOutbox().snapshot.entries;
  const [asking, setAsking] = useState(false);
  useEffect(() => void readRecord(), [outboxEntries, readRecord]);
  const record = kioskRecord.data ?? null;
  const standing = paymentStanding(application, record);
  const invoice = invoiceStanding(documents.data?.documents ?? [], queryStateOf(documents), record);
  if (standing.kind === 'not-approved' && state.status === 'idle') return null;
  const blocked = standing.kind === 'waiting' || standing.kind === 'may-have-gone';
  return (
    <section className="card stack" aria-labelledby="application-payment">
      <h2 id="application-payment">{say('applications.payment.heading')}</h2>
      <div role="status" aria-live="polite">
        {standing.kind === 'paid' && <p className="notice notice--done">{say('applications.payment.paid')}</p>}
        {standing.kind === 'waiting' && (
          <p className="notice notice--waiting">
            {say('applications.payment.waiting', { when: when.format(Date.parse(standing.requestedAt)) })}
          </p>
        )}
        {standing.kind === 'may-have-gone' && (
          <p className="notice notice--queued">
            {say('applications.payment.mayHaveGone', { when: when.format(Date.parse(standing.requestedAt)) })}
          </p>
        )}
      </div>
      {(standing.kind === 'ready' || blocked) && (
        <>
          {standing.kind === 'ready' && <p className="muted">{say('applications.payment.ready')}</p>}
          {standing.kind === 'ready' && !invoice.present && <p className="notice notice--queued small">{invoice.words}</p>}
          <div className="row">
            <button
              type="button"
              className="button button--primary"
              disabled={blocked || state.status === 'working'}
              aria-describedby={blocked ? 'payment-blocked-reason' : undefined}
              onClick={() => setAsking(true)}
            >
              {say('applications.payment.request')}
            </button>
          </div>
          {blocked && (
            <p className="muted small" id="payment-blocked-reason">
              {say(standing.kind === 'waiting' ? 'applications.payment.askedAlready' : 'applications.payment.notSettled')}
            </p>
          )}
        </>
      )}
      <AsyncStatus state={state.status === 'done' ? { status: 'idle' } : state} working={say('applications.payment.requesting')} />
      <ModalDialog open={asking} labelledBy="payment-dialog-title" onClose={() => setAsking(false)}>
        <PaymentQuestion
          application={application}
          invoice={invoice}
          onClose={() => setAsking(false)}
          onRequest={() => {
            setAsking(false);
            request.mutate({ id: application.id });
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
      title={say('applications.payment.question')}
      no={say('applications.payment.notYet')}
      yes={say(invoice.present ? 'applications.payment.yes' : 'applications.payment.anyway')}
      onNo={onClose}
      onYes={onRequest}
    >
      {!invoice.present && (
        <div className="notice notice--queued stack">
          <p>
            <strong>{invoice.words}</strong>
          </p>
          <p className="notice__detail">{say('applications.payment.invoiceFirst')}</p>
        </div>
      )}
      <p>
        {say('applications.payment.confirmDelivery', {
          goods: application.product_description || say('applications.payment.theGoods'),
        })}
      </p>
      <p>
        <Say
          id="applications.payment.financed"
          values={{ amount: formatCents(application.financed_amount) }}
          components={{ 0: <strong /> }}
        />
      </p>
    </QuestionForm>
  );
}
