import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import type { ListedApiKey } from '../../store/administration-slice';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useConfirmedChange } from './use-confirmed-change';
import { ScrollTable } from '../../components/scroll-table';

const keyKind: Record<ListedApiKey['type'], string> = { PUBLIC: 'Public key', PRIVATE: 'Private key' };
const createdOn = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

const keyHeadings = [
  { header: 'Kind' },
  { header: 'Key' },
  { header: 'Allowed addresses' },
  { header: 'Made' },
  { header: 'Actions', hidden: true },
] as const;

/** The branch's checkout keys (D23, D24), private ones masked as the service lists them, and customer mode's set-up (K6, K9). */
export function CheckoutKeysSection() {
  const keys = useKiosk((state) => state.checkoutKeys);
  const state = useKiosk((state) => state.checkoutKeysState);
  const load = useKiosk((state) => state.loadCheckoutKeys);
  const deleteKey = useKiosk((state) => state.deleteCheckoutKey);
  const setUpCustomerMode = useKiosk((state) => state.setUpCustomerMode);
  const { ask, outcome, dialog } = useConfirmedChange();
  useEffect(() => void load(), [load]);
  return (
    <section className="card stack" aria-labelledby="keys-heading">
      <div className="card-head">
        <h2 id="keys-heading">Checkout keys</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            ask({
              title: 'Set up customer mode on this kiosk',
              says: 'A public key naming this kiosk’s addresses and a new private key are made for this branch. The private key goes straight to the kiosk’s secure store: nobody sees it. A branch has one private key, so other kiosks using the old one need setting up again.',
              submitLabel: 'Set up customer mode',
              run: (pin) => setUpCustomerMode(pin),
            })
          }
        >
          Set up customer mode on this kiosk
        </button>
      </div>
      <p className="muted">
        Customer mode needs a public and a private key of this branch. Private keys show only their last four characters.
      </p>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working="Saving…" />
      <AsyncStatus state={state} working="Loading keys…" failedLead="The keys could not be loaded:" onRetry={() => void load()} />
      {keys.length === 0 && state.status === 'idle' && <p className="muted">This branch has no checkout keys yet.</p>}
      {keys.length > 0 && (
        <ScrollTable name={{ labelledBy: 'keys-heading' }} headings={keyHeadings} className="admin-table">
          {keys.map((key) => (
            <tr key={key.id}>
              <td>
                {keyKind[key.type]} {key.usedByThisKiosk && <span className="chip chip--success">This kiosk</span>}
              </td>
              <td>
                <code className="admin-key">{key.key}</code>
              </td>
              <td className="small">
                {[...key.referrer_urls, ...key.redirect_urls].length === 0 ? (
                  <span className="muted">Any</span>
                ) : (
                  [...new Set([...key.referrer_urls, ...key.redirect_urls])].map((url) => <div key={url}>{url}</div>)
                )}
              </td>
              <td className="muted small admin-date">{createdOn.format(Date.parse(key.created))}</td>
              <td>
                <button
                  type="button"
                  className="button button--quiet admin-danger"
                  aria-label={`Delete ${keyKind[key.type].toLowerCase()} ${key.key}`}
                  onClick={() =>
                    ask({
                      title: `Delete this ${keyKind[key.type].toLowerCase()}?`,
                      says: key.usedByThisKiosk
                        ? 'Customer mode on this kiosk uses this key: it stops working until set up again. Checkouts started with it fail.'
                        : 'Anything using this key stops working at once. This cannot be undone.',
                      submitLabel: 'Delete key',
                      danger: true,
                      run: (pin) => deleteKey(pin, key.id),
                    })
                  }
                >
                  Delete
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
