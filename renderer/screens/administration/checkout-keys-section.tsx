import type { z } from 'zod';
import type { listedApiKey } from '../../../shared/contract/administration';
import { AsyncStatus } from '../../components/async-status';
import { updateCached } from '../../queries/channel-cache';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { AdministrationNotice } from './administration-notice';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { ScrollTable } from '../../components/scroll-table';
import { say } from './words';

const keyKind = { PUBLIC: 'administration.keys.public', PRIVATE: 'administration.keys.private' } as const satisfies Record<
  z.infer<typeof listedApiKey>['type'],
  string
>;
const createdOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

const keyHeadings = [
  { header: say('administration.keys.kind') },
  { header: say('administration.keys.key') },
  { header: say('administration.keys.addresses') },
  { header: say('administration.keys.made') },
  { header: say('administration.actions'), hidden: true },
] as const;

/** The branch's checkout keys (D23, D24), private ones masked as the service lists them, and customer mode's set-up (K6, K9). */
export function CheckoutKeysSection() {
  const list = useKioskQuery('checkoutKeys:list', {});
  const keys = list.data?.keys ?? [];
  const state = queryStateOf(list);
  const deleteKey = useAdministrationChange('checkoutKeys:delete');
  const setUpCustomerMode = useAdministrationChange('checkoutKeys:setUpCustomerMode');
  const { ask, outcome, dialog } = useConfirmedChange();
  return (
    <section className="card stack" aria-labelledby="keys-heading">
      <div className="card-head">
        <h2 id="keys-heading">{say('administration.section.checkoutKeys')}</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            ask({
              title: say('administration.keys.setUp'),
              says: say('administration.keys.setUpSays'),
              submitLabel: say('administration.keys.setUpSubmit'),
              run: (pin) =>
                setUpCustomerMode({ pin }, ({ keys, privateKeyStoredIn, replacedPrivateKey }, queryClient) => {
                  updateCached(queryClient, 'checkoutKeys:list', () => ({ keys }));
                  return [
                    `Customer mode is set up on this kiosk. The new private key went straight to ${privateKeyStoredIn}; nobody sees it.`,
                    replacedPrivateKey
                      ? 'It replaced the branch’s old private key: other kiosks of this branch need setting up again.'
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                }),
            })
          }
        >
          {say('administration.keys.setUp')}
        </button>
      </div>
      <p className="muted">{say('administration.keys.lead')}</p>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working={say('administration.saving')} />
      <AsyncStatus
        state={state}
        working={say('administration.keys.loading')}
        failedLead={say('administration.keys.notLoaded')}
        onRetry={() => void list.refetch()}
      />
      {keys.length === 0 && state.status === 'idle' && <p className="muted">{say('administration.keys.none')}</p>}
      {keys.length > 0 && (
        <ScrollTable name={{ labelledBy: 'keys-heading' }} headings={keyHeadings} className="admin-table">
          {keys.map((key) => (
            <tr key={key.id}>
              <td>
                {say(keyKind[key.type])}{' '}
                {key.usedByThisKiosk && <span className="chip chip--success">{say('administration.thisKioskChip')}</span>}
              </td>
              <td>
                <code className="admin-key">{key.key}</code>
              </td>
              <td className="small">
                {[...key.referrer_urls, ...key.redirect_urls].length === 0 ? (
                  <span className="muted">{say('administration.keys.anyAddress')}</span>
                ) : (
                  [...new Set([...key.referrer_urls, ...key.redirect_urls])].map((url) => <div key={url}>{url}</div>)
                )}
              </td>
              <td className="muted small admin-date">{createdOn.format(Date.parse(key.created))}</td>
              <td>
                <button
                  type="button"
                  className="button button--quiet admin-danger"
                  aria-label={say('administration.keys.deleteNamed', { kind: key.type, key: key.key })}
                  onClick={() =>
                    ask({
                      title: say('administration.keys.deleteTitle', { kind: key.type }),
                      says: say(key.usedByThisKiosk ? 'administration.keys.deleteUsedSays' : 'administration.keys.deleteSays'),
                      submitLabel: say('administration.keys.deleteSubmit'),
                      danger: true,
                      run: (pin) =>
                        deleteKey({ pin, id: key.id }, (left, queryClient) => {
                          updateCached(queryClient, 'checkoutKeys:list', () => left);
                          return 'The key is deleted.';
                        }),
                    })
                  }
                >
                  {say('administration.delete')}
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {dialog}
    </section>
  );
}
