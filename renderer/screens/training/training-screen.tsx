import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';

const when = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** D15, in one line. */
export const digitGuide =
  'The last digit of the amount financed, in cents, decides: 1 conditionally approved then approved, 2 conditionally approved then declined, 3 referred then approved, 4 referred then declined, 5 declined, 0 and 6–9 approved at once. Decisions take 3 sandbox minutes.';

/** Training mode only (D27): what the practice service "sent", and its clock. */
export function TrainingScreen() {
  const messages = useKiosk((state) => state.trainingMessages);
  const messagesState = useKiosk((state) => state.trainingMessagesState);
  const clock = useKiosk((state) => state.clock);
  const clockState = useKiosk((state) => state.clockState);
  const load = useKiosk((state) => state.loadTraining);
  const advance = useKiosk((state) => state.advanceClock);
  useEffect(() => void load(), [load]);
  return (
    <>
      <div className="page-head">
        <h1>Training panel</h1>
        <button type="button" className="button button--quiet" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      <p className="card" role="note">
        <strong>Outcomes: </strong>
        {digitGuide}
      </p>
      <div className="grid-2" style={{ marginTop: 'var(--space-5)' }}>
        <section className="card stack" aria-labelledby="clock-heading">
          <h2 id="clock-heading">Sandbox clock</h2>
          <p className="figure__value" style={{ fontSize: 'var(--text-xl)' }}>
            {clock ? when.format(new Date(clock.now)) : '—'}
          </p>
          <p className="muted small">{clock ? `${clock.pendingTimers} things waiting to happen (decisions, expiries, deliveries).` : ''}</p>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={() => void advance(180)}>
              Advance 3 minutes
            </button>
            <button type="button" className="button button--quiet" onClick={() => void advance(3600)}>
              Advance 1 hour
            </button>
            <button type="button" className="button button--quiet" onClick={() => void advance(86_400)}>
              Advance 1 day
            </button>
          </div>
          <AsyncStatus state={clockState} working="Moving the clock…" done="Clock moved." />
        </section>
        <section className="card stack" aria-labelledby="messages-heading">
          <h2 id="messages-heading">Texts and emails the sandbox sent</h2>
          <AsyncStatus state={messagesState} working="Loading messages…" />
          {messages.length === 0 && <p className="muted">Nothing sent yet.</p>}
          <ul className="list-plain">
            {messages.slice(0, 20).map((message) => (
              <li key={message.id} className="message">
                <strong>
                  {message.channel === 'sms' ? 'Text' : 'Email'} to {message.to}
                </strong>
                <span className="muted small"> · {when.format(new Date(message.sent))}</span>
                <p>{message.subject}</p>
                {message.code && (
                  <p>
                    Code: <strong>{message.code}</strong>
                  </p>
                )}
                {message.link && (
                  <p className="small muted" style={{ overflowWrap: 'anywhere' }}>
                    Apply link: {message.link}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
