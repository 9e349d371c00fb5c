import { PinDialog, type PinAsk } from '../../components/pin-dialog';
import type { HandedOverQuote } from '../../store/customer-slice';
import { useKiosk, useKioskStore } from '../../store/kiosk-store';

const handOverAsk: PinAsk = {
  purpose: 'lock',
  title: 'Hand the kiosk to the customer',
  intro: 'The customer sees only their own application until you take the kiosk back with your staff PIN.',
  submitLabel: 'Lock and hand over',
};

/**
 * K6: staff lock the kiosk with their PIN and the customer sees only their own application. The legal texts are
 * read first, as a locked kiosk makes no staff calls.
 */
export function HandOverDialog({ open, onClose, quote = null }: { open: boolean; onClose(): void; quote?: HandedOverQuote | null }) {
  const loadLegalTexts = useKiosk((state) => state.loadLegalTexts);
  const handOver = useKiosk((state) => state.handOver);
  const go = useKiosk((state) => state.go);
  const store = useKioskStore();
  return (
    <PinDialog
      open={open}
      ask={handOverAsk}
      onClose={onClose}
      onSubmit={(pin) =>
        void (async () => {
          store.getState().setHandedOverQuote(quote);
          await loadLegalTexts();
          if (store.getState().legalState.status === 'failed') return onClose();
          if (await handOver(pin)) {
            onClose();
            go('customer');
          }
        })()
      }
    />
  );
}
