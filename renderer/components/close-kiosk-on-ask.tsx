import { say } from '../app-words';
import { useKiosk } from '../store/kiosk-store';
import { onDemand } from './on-demand';
import { useOpenedOnce } from './opened-once';

// Loaded when main first asks for the PIN before closing: the first screen needs none of it (issue 37).
const CloseKioskDialog = onDemand(say('app.part.closeKiosk'), () =>
  import('./close-kiosk-dialog').then((module) => module.CloseKioskDialog),
);

/** K11: the dialog that asks for the staff PIN before a locked kiosk closes, from main's first ask on. */
export function CloseKioskOnAsk() {
  const asked = useOpenedOnce(useKiosk((store) => store.closeRequested));
  return asked ? <CloseKioskDialog /> : null;
}
