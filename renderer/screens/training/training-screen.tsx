import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { Say, say } from './words';

const when = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** Training mode only (D27): what the practice service "sent", and its clock. */
export function TrainingScreen() {
  const messages = useKiosk((state) => state.trainingMessages);
  const messagesState = useKiosk((state) => state.trainingMessagesState);
  const clock = useKiosk((state) => state.clock);
  const clockState = useKiosk((state) => state.clockState);
  const load = useKiosk((state) => state.loadTraining);
  const advance = useKiosk((state) => state.advanceClock);
  // A quote or call-back the outbox sends while this screen is open brings its email or text here too (newest first).
  const newestSent = useKiosk((state) => state.outboxEntries.find((entry) => entry.state === 'sent')?.id);
  useEffect(() => void load(), [load, newestSent]);
  return (
    <>
      <div className="page-head">
        <h1>{say('training.heading')}</h1>
        <button type="button" className="button button--quiet" onClick={() => void load()}>
          {say('training.refresh')}
        </button>
      </div>
      <p className="card" role="note">
        {/* D15, in one line. */}
        <Say id="training.outcomes" components={{ 0: <strong /> }} />
      </p>
      <div className="grid-2" style={{ marginTop: 'var(--space-5)' }}>
        <section className="card stack" aria-labelledby="clock-heading">
          <h2 id="clock-heading">{say('training.clock.heading')}</h2>
          <p className="figure__value" style={{ fontSize: 'var(--text-xl)' }}>
            {clock ? when.format(new Date(clock.now)) : '—'}
          </p>
          <p className="muted small">{clock ? say('training.clock.waiting', { count: clock.pendingTimers }) : ''}</p>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={() => void advance(180)}>
              {say('training.clock.advance3Minutes')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => void advance(3600)}>
              {say('training.clock.advance1Hour')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => void advance(86_400)}>
              {say('training.clock.advance1Day')}
            </button>
          </div>
          <AsyncStatus state={clockState} working={say('training.clock.moving')} done={say('training.clock.moved')} />
        </section>
        <section className="card stack" aria-labelledby="messages-heading">
          <h2 id="messages-heading">{say('training.messages.heading')}</h2>
          <AsyncStatus state={messagesState} working={say('training.messages.loading')} />
          {messages.length === 0 && <p className="muted">{say('training.messages.none')}</p>}
          <ul className="list-plain">
            {messages.slice(0, 20).map((message) => (
              <li key={message.id} className="message">
                <strong>
                  {say(message.channel === 'sms' ? 'training.messages.textTo' : 'training.messages.emailTo', { to: message.to })}
                </strong>
                <span className="muted small"> · {when.format(new Date(message.sent))}</span>
                <p>{message.subject}</p>
                {message.code && (
                  <p>
                    <Say id="training.messages.code" values={{ code: message.code }} components={{ 0: <strong /> }} />
                  </p>
                )}
                {message.link && (
                  <p className="small muted" style={{ overflowWrap: 'anywhere' }}>
                    {say('training.messages.applyLink', { link: message.link })}
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
