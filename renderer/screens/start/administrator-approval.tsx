import type { ProfileSummary } from '../../../shared/contract/session';
import { PinField } from '../../components/pin-field';
import { AdministratorSelect } from './administrator-select';
import { say } from './words';

interface AdministratorApprovalProps {
  /** D10, K11: the real administrators' profiles, as main last listed them; main checks again. */
  administrators: readonly ProfileSummary[];
  chosenId: string;
  pin: string;
  tried: boolean;
  /** Main's words about the PIN ("That is not the administrator's staff PIN…"). */
  error: string | undefined;
  onChoose(administratorId: string): void;
  onPin(pin: string): void;
}

/**
 * K15: once the kiosk has a profile for a real service, another is set up only with an administrator's approval: one
 * of this kiosk's administrator profiles and its own staff PIN. With none, the form says why nothing can be added.
 */
export function AdministratorApproval({ administrators, chosenId, pin, tried, error, onChoose, onPin }: AdministratorApprovalProps) {
  return (
    <section className="stack" aria-labelledby="setup-administrator-heading">
      <h3 id="setup-administrator-heading">{say('start.setup.administrator.heading')}</h3>
      {administrators.length === 0 ? (
        <p className="notice notice--failed">{say('start.setup.administrator.none')}</p>
      ) : (
        <>
          <p className="muted small">{say('start.setup.administrator.lead')}</p>
          <div className="fields-2">
            <AdministratorSelect
              label={say('start.setup.administrator.label')}
              administrators={administrators}
              chosenId={chosenId}
              onChoose={onChoose}
            />
            <PinField label={say('start.setup.administrator.pin')} value={pin} tried={tried} error={error} onChange={onPin} />
          </div>
        </>
      )}
    </section>
  );
}
