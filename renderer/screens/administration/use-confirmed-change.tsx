import { useState, type ReactNode } from 'react';
import { PinConfirmDialog, type PinConfirmedChange } from '../../components/pin-confirm-dialog';
import { idle, type AsyncState } from '../../store/async-state';

/** A section's changes, each asked through the PIN dialog (K9); what a change ended in stays for the section to show. */
export function useConfirmedChange(): { ask(change: PinConfirmedChange): void; outcome: AsyncState; dialog: ReactNode } {
  const [change, setChange] = useState<PinConfirmedChange | null>(null);
  const [outcome, setOutcome] = useState<AsyncState>(idle);
  return {
    ask: (next) => {
      setOutcome(idle);
      setChange(next);
    },
    outcome,
    dialog: (
      <PinConfirmDialog
        change={change}
        onClose={(ended) => {
          setChange(null);
          setOutcome(ended);
        }}
      />
    ),
  };
}
