import { useEffect, useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { TextField } from '../../components/text-field';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useConfirmedChange } from './use-confirmed-change';

const createdOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The branch's webhooks (D24–D26), this kiosk's receiver marked; adding and deleting ask for the PIN (K9). */
export function WebhooksSection() {
  const webhooks = useKiosk((state) => state.webhooks);
  const receiver = useKiosk((state) => state.kioskReceiverUrl);
  const state = useKiosk((state) => state.webhooksState);
  const load = useKiosk((state) => state.loadWebhooks);
  const add = useKiosk((state) => state.addWebhook);
  const remove = useKiosk((state) => state.deleteWebhook);
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  const [url, setUrl] = useState('');
  const { ask, outcome, dialog } = useConfirmedChange();
  useEffect(() => void load(), [load]);
  const addOne = (address: string | undefined) =>
    ask({
      title: 'Add a webhook',
      says: `The provider sends application status changes to ${address ?? 'this kiosk’s own receiver'}.`,
      submitLabel: 'Add webhook',
      run: async (pin) => {
        const ended = await add(pin, address);
        if (ended.status === 'done') setUrl('');
        return ended;
      },
    });
  return (
    <section className="card stack" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhooks</h2>
      <p className="muted">Addresses the provider tells about application status changes.</p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          addOne(url.trim() === '' ? undefined : url.trim());
        }}
      >
        {training ? (
          <p className="muted">In training the provider can tell only this kiosk’s own receiver.</p>
        ) : (
          <TextField
            label="Webhook address"
            hint="Starts with https://"
            error={fieldError(outcome, 'url')}
            type="url"
            autoComplete="off"
            value={url}
            onChange={setUrl}
          />
        )}
        <div className="row">
          {!training && (
            <button type="submit" className="button button--primary">
              Add webhook
            </button>
          )}
          {receiver !== undefined && (
            <button type="button" className="button button--primary" onClick={() => addOne(undefined)}>
              Use this kiosk’s receiver
            </button>
          )}
        </div>
      </form>
      <AdministrationNotice />
      <AsyncStatus state={fieldError(outcome, 'url') === undefined ? outcome : { status: 'idle' }} working="Saving…" />
      <AsyncStatus state={state} working="Loading webhooks…" failedLead="The webhooks could not be loaded:" onRetry={() => void load()} />
      {webhooks.length === 0 && state.status === 'idle' && <p className="muted">This branch has no webhooks yet.</p>}
      {webhooks.length > 0 && (
        <ul className="list-plain admin-list">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="admin-list__item">
              <span>
                <code className="admin-key">{webhook.url}</code>{' '}
                {webhook.isThisKiosk && <span className="chip chip--success">This kiosk</span>}
                <br />
                <span className="muted small">Added {createdOn.format(Date.parse(webhook.created))}</span>
              </span>
              <button
                type="button"
                className="button button--quiet admin-danger"
                aria-label={`Delete webhook ${webhook.url}`}
                onClick={() =>
                  ask({
                    title: 'Delete this webhook?',
                    says: webhook.isThisKiosk
                      ? `${webhook.url} stops hearing about status changes; this kiosk then checks statuses only when asked.`
                      : `${webhook.url} stops hearing about status changes at once.`,
                    submitLabel: 'Delete webhook',
                    danger: true,
                    run: (pin) => remove(pin, webhook.id),
                  })
                }
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
