import { useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { updateCached } from '../../queries/channel-cache';
import { TextField } from '../../components/text-field';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { say } from './words';

const createdOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The branch's webhooks (D24–D26), this kiosk's receiver marked; adding and deleting ask for the PIN (K9). */
export function WebhooksSection() {
  const list = useKioskQuery('webhooks:list', {});
  const webhooks = list.data?.webhooks ?? [];
  const receiver = list.data?.kioskReceiverUrl;
  const state = queryStateOf(list);
  const add = useAdministrationChange('webhooks:add');
  const remove = useAdministrationChange('webhooks:delete');
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  const [url, setUrl] = useState('');
  const { ask, outcome, dialog } = useConfirmedChange();
  const addOne = (address: string | undefined) =>
    ask({
      title: say('administration.webhooks.addTitle'),
      says: say('administration.webhooks.addSays', { address: address ?? say('administration.webhooks.ownReceiver') }),
      submitLabel: say('administration.webhooks.add'),
      run: async (pin) => {
        const ended = await add(address === undefined ? { pin } : { pin, url: address }, (added, queryClient) => {
          updateCached(queryClient, 'webhooks:list', () => added);
          return 'The webhook is added.';
        });
        if (ended.status === 'done') setUrl('');
        return ended;
      },
    });
  return (
    <section className="card stack" aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">{say('administration.section.webhooks')}</h2>
      <p className="muted">{say('administration.webhooks.lead')}</p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          addOne(url.trim() === '' ? undefined : url.trim());
        }}
      >
        {training ? (
          <p className="muted">{say('administration.webhooks.trainingOnly')}</p>
        ) : (
          <TextField
            label={say('administration.webhooks.address')}
            hint={say('administration.webhooks.addressHint')}
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
              {say('administration.webhooks.add')}
            </button>
          )}
          {receiver !== undefined && (
            <button type="button" className="button button--primary" onClick={() => addOne(undefined)}>
              {say('administration.webhooks.useReceiver')}
            </button>
          )}
        </div>
      </form>
      <AdministrationNotice />
      <AsyncStatus state={fieldError(outcome, 'url') === undefined ? outcome : { status: 'idle' }} working={say('administration.saving')} />
      <AsyncStatus
        state={state}
        working={say('administration.webhooks.loading')}
        failedLead={say('administration.webhooks.notLoaded')}
        onRetry={() => void list.refetch()}
      />
      {webhooks.length === 0 && state.status === 'idle' && <p className="muted">{say('administration.webhooks.none')}</p>}
      {webhooks.length > 0 && (
        <ul className="list-plain admin-list">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="admin-list__item">
              <span>
                <code className="admin-key">{webhook.url}</code>{' '}
                {webhook.isThisKiosk && <span className="chip chip--success">{say('administration.thisKioskChip')}</span>}
                <br />
                <span className="muted small">
                  {say('administration.webhooks.added', { date: createdOn.format(Date.parse(webhook.created)) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--quiet admin-danger"
                aria-label={say('administration.webhooks.deleteNamed', { url: webhook.url })}
                onClick={() =>
                  ask({
                    title: say('administration.webhooks.deleteTitle'),
                    says: say(webhook.isThisKiosk ? 'administration.webhooks.deleteOwnSays' : 'administration.webhooks.deleteSays', {
                      url: webhook.url,
                    }),
                    submitLabel: say('administration.webhooks.deleteSubmit'),
                    danger: true,
                    run: (pin) =>
                      remove({ pin, id: webhook.id }, (left, queryClient) => {
                        updateCached(queryClient, 'webhooks:list', () => left);
                        return 'The webhook is deleted.';
                      }),
                  })
                }
              >
                {say('administration.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
