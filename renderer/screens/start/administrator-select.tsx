import type { ProfileSummary } from '../../../shared/contract/session';
import { Field } from '../../components/field';

interface AdministratorSelectProps {
  label: string;
  /** D10, K11: the real administrators' profiles, as main last listed them; main checks again. */
  administrators: readonly ProfileSummary[];
  chosenId: string;
  onChoose(administratorId: string): void;
}

/** Which of this kiosk's administrators approves (K15), each by name and branch, as staff know them. */
export function AdministratorSelect({ label, administrators, chosenId, onChoose }: AdministratorSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="select" value={chosenId} onChange={(event) => onChoose(event.target.value)}>
          {administrators.map((administrator) => (
            <option key={administrator.id} value={administrator.id}>
              {administrator.displayName} ({administrator.branch.name})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
