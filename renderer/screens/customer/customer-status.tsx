import type { KioskErrorCode } from '../../../shared/contract';
import type { MessageId } from '../../i18n/message-id';
import { useWords } from '../../i18n/use-words';
import type { AsyncState } from '../../store/async-state';

/** Main's reason is English, for staff and the log; the customer reads what kind of failure it was, in their words (K14). */
const reasons: Partial<Record<KioskErrorCode, MessageId>> = {
  unavailable: 'customer.failure.unavailable',
  'service-error': 'customer.failure.serviceError',
  'outcome-unknown': 'customer.failure.serviceError',
};

interface CustomerStatusProps {
  state: AsyncState;
  working: MessageId;
  /** What failed and what to do, before the reason: "The application form could not be opened. Please ask a staff member." */
  failed: MessageId;
}

/** Where a customer's action is, working or failed, every word from the catalogue (one region per area). */
export function CustomerStatus({ state, working, failed }: CustomerStatusProps) {
  const words = useWords();
  return (
    <div role="status" aria-live="polite">
      {state.status === 'working' && <p className="notice notice--working">{words(working)}</p>}
      {state.status === 'failed' && (
        <p className="notice notice--failed">
          {words(failed)} {words(reasons[state.code] ?? 'customer.failure.other')}
        </p>
      )}
    </div>
  );
}
