import { useTickingClock } from '../../components/use-ticking-clock';
import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import { AsyncStatus } from '../../components/async-status';
import { ConfirmRepeat } from '../../components/confirm-repeat';
import { useOutbox } from '../../queries/outbox-cache';
import { useKiosk } from '../../store/kiosk-store';
import { say } from './words';

/** How long before a code may be sent again, so the customer is not flooded (D20 allows 5 in 10 minutes). */
export const resendPauseSeconds = 30;

/** D20: a 6-digit code texted to the customer's mobile, for the application form. */
export function SecureCodePanel() {
  const typed = useKiosk((state) => state.customer.mobile);
  const mobile = spacedMobile(normaliseMobile(typed) ?? typed.trim());
  const sendState = useKiosk((state) => state.secureCodeState);
  const sent = useKiosk((state) => state.secureCodeSent);
  const send = useKiosk((state) => state.sendSecureCode);
  const online = useOutbox().snapshot.online;
  const now = useTickingClock(sent !== null);
  const wait = sent ? Math.max(0, resendPauseSeconds - Math.floor((now - sent.at) / 1000)) : 0;
  return (
    <section className="stack" aria-labelledby="secure-code-heading">
      <h3 id="secure-code-heading">{say('quotes.secureCode.heading')}</h3>
      <p className="muted small">{say('quotes.secureCode.lead')}</p>
      <div className="row">
        <button
          type="button"
          className="button button--quiet"
          disabled={sendState.status === 'working' || wait > 0 || !online}
          aria-describedby={online ? undefined : 'secure-code-offline'}
          onClick={() => void send()}
        >
          {sent ? say('quotes.secureCode.sendAgain') : say('quotes.secureCode.send', { mobile })}
        </button>
        {wait > 0 && <span className="muted small">{say('quotes.secureCode.wait', { seconds: wait })}</span>}
      </div>
      {!online && (
        <p className="notice notice--queued small" id="secure-code-offline">
          {say('quotes.secureCode.offline')}
        </p>
      )}
      <AsyncStatus
        state={sendState}
        working={say('quotes.secureCode.sending')}
        done={sent ? say('quotes.secureCode.sent', { mobile: spacedMobile(sent.mobile) }) : undefined}
      />
      <ConfirmRepeat state={sendState} label={say('quotes.secureCode.sendAnyway')} onConfirm={() => void send(true)} />
    </section>
  );
}
