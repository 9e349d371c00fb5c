import { PinDialog, type PinAsk } from '../../components/pin-dialog';
import { useLegalTexts } from '../../queries/legal-texts';
import type { HandedOverQuote } from '../../store/customer-slice';
import { useKiosk } from '../../store/kiosk-store';

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
  const legalTexts = useLegalTexts();
  const handOver = useKiosk((state) => state.handOver);
  const go = useKiosk((state) => state.go);
  return (
    <PinDialog
      open={open}
      ask={handOverAsk}
      onClose={onClose}
      onSubmit={(pin) =>
        void (async () => {
          const read = await legalTexts.refetch();
          if (!read.isSuccess) return onClose();
          if (await handOver(pin, { legalTexts: read.data, handedOverQuote: quote })) {
            onClose();
            go('customer');
          }
        })()
      }
    />
  );
}
