import { appliedAtKioskWords } from '../../../shared/quotes/applied-at-kiosk';
import { useKiosk } from '../../store/kiosk-store';
import { say } from './words';

/** K10: the quote has nothing left to do but open the application the customer made from it at the kiosk. */
export function OpenAppliedApplication({ applicationId }: { applicationId: string }) {
  const openApplication = useKiosk((state) => state.openApplication);
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-label={say('quotes.openApplication.label', { applicationId })}
      onClick={() => openApplication(applicationId)}
    >
      {say('quotes.openApplication')}
    </button>
  );
}

/** K10: applied for at this kiosk, in the one wording every screen uses, with its application a press away. */
export function AppliedAtKioskNote({ applicationId }: { applicationId: string }) {
  return (
    <div className="stack applied-at-kiosk">
      <span>{appliedAtKioskWords(applicationId)}</span>
      <span>
        <OpenAppliedApplication applicationId={applicationId} />
      </span>
    </div>
  );
}
