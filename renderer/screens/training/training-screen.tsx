import { AsyncStatus } from '../../components/async-status';
import { mutationStateOf, queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { failed } from '../../store/async-state';
import { useAdvanceClock } from './use-advance-clock';
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
  // Newest first. A quote or call-back the outbox sends while this screen is open brings its email or text here too
  // (kiosk-events.ts). K4: the messages are the customers' emails and texts, in memory only while they are on screen.
  const messages = useKioskQuery('training:messages', {}, { gcTime: 0, select: (data) => [...data.messages].reverse() });
  const clock = useKioskQuery('training:clock', {});
  const advance = useAdvanceClock();
  const clockState = advance.isIdle && clock.error ? failed(clock.error.error) : mutationStateOf(advance);
  const refresh = () => {
    void messages.refetch();
    void clock.refetch();
  };
  return (
    <>
      <div className="page-head">
        <h1>{say('training.heading')}</h1>
        <button type="button" className="button button--quiet" onClick={refresh}>
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
            {clock.data ? when.format(new Date(clock.data.now)) : '—'}
          </p>
          <p className="muted small">{clock.data ? say('training.clock.waiting', { count: clock.data.pendingTimers }) : ''}</p>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={() => advance.mutate({ seconds: 180 })}>
              {say('training.clock.advance3Minutes')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => advance.mutate({ seconds: 3600 })}>
              {say('training.clock.advance1Hour')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => advance.mutate({ seconds: 86_400 })}>
              {say('training.clock.advance1Day')}
            </button>
          </div>
          <AsyncStatus state={clockState} working={say('training.clock.moving')} done={say('training.clock.moved')} />
        </section>
        <section className="card stack" aria-labelledby="messages-heading">
          <h2 id="messages-heading">{say('training.messages.heading')}</h2>
          <AsyncStatus state={queryStateOf(messages)} working={say('training.messages.loading')} />
          {(messages.data ?? []).length === 0 && <p className="muted">{say('training.messages.none')}</p>}
          <ul className="list-plain">
            {(messages.data ?? []).slice(0, 20).map((message) => (
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
