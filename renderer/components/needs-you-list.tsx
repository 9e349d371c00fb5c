import { useState } from 'react';
import type { NeedsYouItem, NeedsYouReason } from '../../shared/contract/alerts';
import { askForBrowserAlerts, browserAlertsSupported } from '../alerts/browser-alerts';
import { inBrowserHost } from '../kiosk';
import type { AsyncState } from '../store/async-state';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { say } from './shared-words';

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const reasonWords = {
  requestPayment: 'shared.needsYou.requestPayment',
  invoiceMissing: 'shared.needsYou.invoiceMissing',
  referred: 'shared.needsYou.referred',
} as const satisfies Record<NeedsYouReason, string>;

/** Issue 38 item 12: the applications that wait for staff, in the Needs you panel; loaded when it is first opened (issue 37). */
export function NeedsYouList({ items, loadState, onClose }: { items: readonly NeedsYouItem[]; loadState: AsyncState; onClose(): void }) {
  const openApplication = useKiosk((state) => state.openApplication);
  return (
    <div className="stack">
      <div className="card-head">
        <h2 id="needs-you-title">{say('shared.needsYou.heading')}</h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {say('shared.needsYou.close')}
        </button>
      </div>
      <p className="muted small">{say('shared.needsYou.lead')}</p>
      {inBrowserHost() && browserAlertsSupported() && <BrowserAlertsChoice />}
      <AsyncStatus state={loadState} working={say('shared.needsYou.loading')} />
      {items.length === 0 && loadState.status !== 'working' && <p className="muted">{say('shared.needsYou.empty')}</p>}
      {items.length > 0 && (
        <ul className="needs-you-list" aria-label={say('shared.needsYou.entries')}>
          {items.map((item) => (
            <li key={item.applicationId} className={`needs-you-item needs-you-item--${item.reason}`}>
              <button
                type="button"
                className="button button--secondary"
                aria-label={say('shared.needsYou.open', { number: item.applicationId })}
                onClick={() => {
                  onClose();
                  openApplication(item.applicationId);
                }}
              >
                {say('shared.needsYou.number', { number: item.applicationId })}
              </button>
              <div className="needs-you-item__words">
                <p>{say(reasonWords[item.reason])}</p>
                <p className="muted small">
                  <time dateTime={item.since}>{say('shared.needsYou.since', { when: when.format(new Date(item.since)) })}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The browser asks whether the kiosk may show notifications only after a click, here, on a staff screen. */
function BrowserAlertsChoice() {
  const [permission, setPermission] = useState(Notification.permission);
  if (permission === 'granted') return <p className="small">{say('shared.needsYou.alertsAllowed')}</p>;
  if (permission === 'denied') return <p className="notice notice--queued small">{say('shared.needsYou.alertsBlocked')}</p>;
  return (
    <div className="row needs-you-alerts">
      <p className="small">{say('shared.needsYou.alertsOff')}</p>
      <button type="button" className="button button--secondary" onClick={() => void askForBrowserAlerts().then(setPermission)}>
        {say('shared.needsYou.alertsOn')}
      </button>
    </div>
  );
}
