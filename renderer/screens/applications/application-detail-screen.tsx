import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { maxReferenceLength } from '../../../shared/wire/common';
import { AsyncStatus } from '../../components/async-status';
import { TextField } from '../../components/text-field';
import { onDemand } from '../../components/on-demand';
import { useTriedForm } from '../../components/use-tried-form';
import { followApplication, useApplication, useApplicationDocuments, type DocumentsRead } from '../../queries/application-reads';
import { mutationStateOf, queryStateOf } from '../../queries/query-state';
import { useKioskMutation } from '../../queries/use-kiosk-mutation';
import { useOutbox } from '../../queries/outbox-cache';
import { fieldError } from '../../store/async-state';
import { useFollowedWrite } from '../../store/followed-write';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from './application-status-chip';
import { PaymentCard } from './payment-card';
import { StatusWatch } from './status-watch';
import './applications.css';
import { say } from './words';

// The camera, the scanner and the PDF maker load when an application's documents are first opened.
const InvoiceCapture = onDemand(say('applications.detail.capture'), () =>
  import('../capture/invoice-capture').then((module) => module.InvoiceCapture),
);

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const dob = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** One application: who, what, its history (D14), the branch's reference (D13), documents and payment. */
export function ApplicationDetailScreen() {
  const id = useKiosk((state) => state.openApplicationId);
  const go = useKiosk((state) => state.go);
  const read = useApplication(id);
  const application = read.data;

  return (
    <>
      <div className="page-head">
        <h1>{say('applications.detail.heading', { id: id ?? '' })}</h1>
        <button type="button" className="button button--quiet" onClick={() => go('applications')}>
          {say('applications.detail.back')}
        </button>
      </div>
      <StatusWatch />
      {application === undefined ? (
        <section className="card">
          <AsyncStatus
            state={queryStateOf(read)}
            working={say('applications.detail.loading')}
            failedLead={say('applications.detail.loadFailed')}
            onRetry={() => void read.refetch()}
          />
        </section>
      ) : (
        <ApplicationCards key={application.id} application={application} />
      )}
    </>
  );
}

/** The application's cards, its documents read as they open (and again when an invoice has gone, K8). */
function ApplicationCards({ application }: { application: Application }) {
  const documents = useApplicationDocuments(application.id);
  const { refetch } = documents;
  // K8: a queued document that has just gone shows in the list without a refresh.
  const documentsSent = useOutbox().snapshot.entries.filter((entry) => entry.kind === 'document' && entry.state === 'sent').length;
  useEffect(() => void refetch(), [documentsSent, refetch]);
  return (
    <div className="stack stack--cards">
      <div className="grid-2">
        <div className="stack stack--cards">
          <Summary application={application} />
          <History application={application} />
        </div>
        <div className="stack stack--cards">
          <ReferenceForm application={application} />
          <PaymentCard application={application} documents={documents} />
          <Documents applicationId={application.id} documents={documents} />
        </div>
      </div>
      {/* The whole width: the camera beside its pages, not squeezed into one column with the other empty (issue 38). */}
      <CapturePart settled={documents.isFetched}>
        <InvoiceCapture applicationId={application.id} onUploaded={() => void refetch()} />
      </CapturePart>
    </div>
  );
}

/**
 * The invoice capture; opened from "Photograph the invoice", it comes into view and takes the focus once the documents
 * above it are listed (`settled`), and stays in view while the capture's own code arrives and it grows, for as long as
 * it holds the focus (staff have not moved on).
 */
function CapturePart({ settled, children }: { settled: boolean; children: ReactNode }) {
  const part = useKiosk((state) => state.openApplicationPart);
  const here = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = here.current;
    if (part !== 'capture' || !settled || !element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
    const keepInView = new ResizeObserver(() => {
      if (document.activeElement === element) element.scrollIntoView({ block: 'start' });
    });
    keepInView.observe(element);
    return () => keepInView.disconnect();
  }, [part, settled]);
  return (
    <div ref={here} className="capture-part" tabIndex={-1}>
      {children}
    </div>
  );
}

function Summary({ application }: { application: Application }) {
  return (
    <section className="card" aria-labelledby="application-summary">
      <div className="card-head">
        <h2 id="application-summary">{say('applications.summary.heading')}</h2>
        <ApplicationStatusChip status={application.status} />
      </div>
      <dl className="facts">
        {application.applicants.map((applicant) => (
          <Fragment key={applicant.id}>
            <dt>{say(applicant.joint_applicant === 1 ? 'applications.summary.joint' : 'applications.summary.primary')}</dt>
            <dd>
              {applicant.name}
              <br />
              <span className="muted small">
                {say('applications.summary.contact', {
                  email: applicant.email,
                  mobile: applicant.mobile,
                  born: dob.format(new Date(applicant.dob)),
                })}
              </span>
            </dd>
          </Fragment>
        ))}
        <dt>{say('applications.summary.financed')}</dt>
        <dd>{formatCents(application.financed_amount)}</dd>
        <dt>{say('applications.summary.term')}</dt>
        <dd>{say('applications.summary.months', { count: application.repayment_term })}</dd>
        <dt>{say('applications.summary.category')}</dt>
        <dd>{application.product_category}</dd>
        <dt>{say('applications.summary.description')}</dt>
        <dd>{application.product_description}</dd>
        {/* The service leaves team_member empty when no salesperson was named: then nothing, not a dash (issue 26). */}
        {application.team_member.trim() !== '' && (
          <>
            <dt>{say('applications.summary.soldBy')}</dt>
            <dd>{application.team_member}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function History({ application }: { application: Application }) {
  return (
    <section className="card" aria-labelledby="application-history">
      <h2 id="application-history">{say('applications.history.heading')}</h2>
      <ol className="history">
        {application.status_history.map((entry) => (
          <li key={`${entry.status}@${entry.time}`}>
            <time dateTime={entry.time} className="muted small">
              {when.format(new Date(entry.time))}
            </time>
            <ApplicationStatusChip status={entry.status} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReferenceForm({ application }: { application: Application }) {
  const [reference, setReference] = useState(application.reference_number);
  const queryClient = useQueryClient();
  // K8: sent, it is the application now; queued, the outbox's snapshots say how it goes.
  const save = useKioskMutation('applications:setReference', {
    onSuccess: (answer) => answer.state === 'sent' && followApplication(queryClient, answer.result),
  });
  const state = mutationStateOf(save);
  const write = useFollowedWrite(save.data ?? null);
  const tooLong = reference.length > maxReferenceLength;
  const { tried, formProps } = useTriedForm(() => {
    if (!tooLong) save.mutate({ id: application.id, reference_number: reference });
  });
  const error =
    (tried && tooLong ? say('applications.reference.tooLong', { max: maxReferenceLength, length: reference.length }) : undefined) ??
    fieldError(state, 'reference_number');
  return (
    <section className="card" aria-labelledby="application-reference">
      <h2 id="application-reference">{say('applications.reference.heading')}</h2>
      <form className="stack" {...formProps}>
        <TextField
          label={say('applications.reference.label')}
          hint={say('applications.reference.hint', { max: maxReferenceLength })}
          error={error}
          autoComplete="off"
          value={reference}
          onChange={setReference}
        />
        <div className="row">
          <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
            {say('applications.reference.save')}
          </button>
        </div>
        {state.status === 'done' && write && error === undefined ? (
          <div role="status" aria-live="polite">
            {write.state === 'sent' && <p className="notice notice--done">{say('applications.reference.saved')}</p>}
            {write.state === 'queued' && <p className="notice notice--queued">{say('applications.reference.queued')}</p>}
            {write.state === 'sending' && <p className="notice notice--working">{say('applications.reference.sending')}</p>}
            {write.state === 'unconfirmed' && <p className="notice notice--queued">{say('applications.reference.unconfirmed')}</p>}
            {write.state === 'withdrawn' && <p className="notice">{say('applications.reference.withdrawn')}</p>}
            {write.state === 'failed' && (
              <p className="notice notice--failed">{say('applications.reference.refused', { message: write.message })}</p>
            )}
          </div>
        ) : (
          <AsyncStatus state={error === undefined ? state : { status: 'idle' }} working={say('applications.reference.saving')} />
        )}
      </form>
    </section>
  );
}

function Documents({ applicationId, documents: read }: { applicationId: string; documents: DocumentsRead }) {
  const documents = read.data?.documents ?? [];
  const state = queryStateOf(read);
  return (
    <section className="card stack" aria-labelledby="application-documents">
      <h2 id="application-documents">{say('applications.documents.heading')}</h2>
      <AsyncStatus
        state={state}
        working={say('applications.documents.loading')}
        failedLead={say('applications.documents.loadFailed')}
        onRetry={() => void read.refetch()}
      />
      {/* A failed load is not "no documents". */}
      {state.status !== 'working' && state.status !== 'failed' && documents.length === 0 && (
        <p className="muted">{say('applications.documents.none', { id: applicationId })}</p>
      )}
      {documents.length > 0 && (
        <ul className="history">
          {documents.map((document) => (
            <li key={`${document.type}:${document.filename}`}>
              <span className="chip chip--neutral">{document.type}</span>
              {document.filename}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
