import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { quoteActionsAllowed, type QuoteAction, type QuoteStanding } from '../../../shared/quotes/quote-standing';
import { AsyncStatus } from '../../components/async-status';
import { followQuoteAnswer } from '../../queries/quote-reads';
import { mutationStateOf } from '../../queries/query-state';
import { useKioskMutation } from '../../queries/use-kiosk-mutation';
import { CancelQuoteDialog } from './cancel-quote-dialog';
import { say } from './words';

/** Each action staff may take on an open quote, its button naming the customer for screen readers. */
const actionButtons = {
  resend: { label: 'quotes.actions.resend', describe: 'quotes.actions.resendTo', style: 'button--quiet' },
  cancel: { label: 'quotes.actions.cancel', describe: 'quotes.actions.cancelFor', style: 'button--danger' },
} as const satisfies Record<QuoteAction, unknown>;

interface QuoteActionsProps {
  quote: ListedQuote;
  standing: QuoteStanding;
  /** What shows where the service would refuse both (D17): the list says "No actions", the detail says why. */
  none?: string;
}

/** D17: only what the service would accept is offered; Cancel asks first, because the apply link stops working. */
export function QuoteActions({ quote, standing, none = say('quotes.actions.none') }: QuoteActionsProps) {
  const queryClient = useQueryClient();
  const follow = { onSuccess: (answered: Parameters<typeof followQuoteAnswer>[1]) => followQuoteAnswer(queryClient, answered) };
  const writes = { resend: useKioskMutation('quotes:resend', follow), cancel: useKioskMutation('quotes:cancel', follow) };
  // The last action taken here, and how it went.
  const [lastAction, setLastAction] = useState<QuoteAction | null>(null);
  const last = lastAction && { action: lastAction, state: mutationStateOf(writes[lastAction]) };
  const act = (action: QuoteAction) => {
    setLastAction(action);
    writes[action].mutate({ id: quote.id });
  };
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const allowed = quoteActionsAllowed(standing);
  const busy = last?.state.status === 'working';
  return (
    <>
      {allowed.length > 0 ? (
        <div className="row quote-actions">
          {allowed.map((action) => {
            const { label, describe, style } = actionButtons[action];
            return (
              <button
                key={action}
                type="button"
                className={`button ${style}`}
                aria-label={say(describe, { applicant: quote.applicant })}
                disabled={busy}
                onClick={() => (action === 'cancel' ? setConfirmingCancel(true) : act(action))}
              >
                {say(label)}
              </button>
            );
          })}
        </div>
      ) : (
        <span className="muted small">{none}</span>
      )}
      {last && (
        <AsyncStatus
          state={last.state}
          working={say(last.action === 'resend' ? 'quotes.actions.resending' : 'quotes.actions.cancelling')}
          done={say(last.action === 'resend' ? 'quotes.actions.resent' : 'quotes.actions.cancelled')}
        />
      )}
      <CancelQuoteDialog
        quote={quote}
        open={confirmingCancel}
        onKeep={() => setConfirmingCancel(false)}
        onCancelQuote={() => {
          setConfirmingCancel(false);
          act('cancel');
        }}
      />
    </>
  );
}
