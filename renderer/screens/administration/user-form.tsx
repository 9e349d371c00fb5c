import { useState } from 'react';
import { userRoles, type UserRole } from '../../../shared/enums';
import type { AdministeredUser } from '../../../shared/contract/administration';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { useTriedForm } from '../../components/use-tried-form';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { roleWords } from './role-words';
import { useConfirmedChange } from './use-confirmed-change';
import { userName } from './user-name';

type UserFields = { first_name: string; last_name: string; email: string; mobile: string; role: UserRole };
type FieldName = keyof UserFields;

const labels: Record<Exclude<FieldName, 'role'>, { label: string; type: string; autoComplete: string; hint?: string }> = {
  first_name: { label: 'First name', type: 'text', autoComplete: 'off' },
  last_name: { label: 'Last name', type: 'text', autoComplete: 'off' },
  email: { label: 'Email', type: 'email', autoComplete: 'off' },
  mobile: { label: 'Mobile', type: 'tel', autoComplete: 'off', hint: 'Australian, like 0412 345 678.' },
};

/** The form's own copy of the user's fields, nothing else of theirs. */
function fieldsOf({ first_name, last_name, email, mobile, role }: AdministeredUser): UserFields {
  return { first_name, last_name, email, mobile, role };
}

const blank: UserFields = { first_name: '', last_name: '', email: '', mobile: '', role: 'TEAM MEMBER' };

/** Add a user, or edit one (D12); the service's refusals show next to their field and nothing typed is lost. */
export function UserForm({ editing, onDone }: { editing: AdministeredUser | null; onDone(): void }) {
  const createUser = useKiosk((state) => state.createUser);
  const updateUser = useKiosk((state) => state.updateUser);
  const [values, setValues] = useState<UserFields>(editing ? fieldsOf(editing) : blank);
  const { ask, outcome, dialog } = useConfirmedChange();
  const missing = (field: FieldName) =>
    tried && values[field].trim() === '' ? `Enter the ${labels[field as Exclude<FieldName, 'role'>].label.toLowerCase()}` : undefined;
  const errorOf = (field: FieldName) => missing(field) ?? fieldError(outcome, field);
  // Only what changed is sent: the service refuses even an unchanged role of your own (D10).
  const changed = () =>
    Object.fromEntries(
      (Object.keys(values) as FieldName[]).filter((field) => editing?.[field] !== values[field]).map((field) => [field, values[field]]),
    );
  const fieldsRefused = outcome.status === 'failed' && Object.keys(outcome.fieldErrors).length > 0;
  const title = editing ? `Save changes to ${userName(editing)}` : `Add ${values.first_name} ${values.last_name}`.trim();
  const { tried, formProps } = useTriedForm(() => {
    if ((['first_name', 'last_name', 'email', 'mobile'] as const).some((field) => values[field].trim() === '')) return;
    ask({
      title,
      says: editing
        ? 'The user’s details change at the provider at once.'
        : `${values.first_name} ${values.last_name} becomes ${values.role === 'ADMINISTRATOR' ? 'an administrator' : 'a team member'} of this branch.`,
      submitLabel: editing ? 'Save' : 'Add user',
      run: async (pin) => {
        const ended = editing ? await updateUser({ pin, id: editing.id, ...changed() }) : await createUser({ pin, ...values });
        if (ended.status === 'done') onDone();
        return ended;
      },
    });
  });

  return (
    <section className="card stack" aria-labelledby="user-form-heading">
      <h2 id="user-form-heading">{editing ? `Edit ${userName(editing)}` : 'Add a user'}</h2>
      <form className="stack" {...formProps}>
        <div className="admin-form-grid">
          {(Object.keys(labels) as Exclude<FieldName, 'role'>[]).map((field) => (
            <Field key={field} label={labels[field].label} hint={labels[field].hint} error={errorOf(field)}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type={labels[field].type}
                  autoComplete={labels[field].autoComplete}
                  value={values[field]}
                  onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                />
              )}
            </Field>
          ))}
          <Field label="Role" hint="Administrators also see this Administration area." error={fieldError(outcome, 'role')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={values.role}
                onChange={(event) => setValues({ ...values, role: event.target.value as UserRole })}
              >
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleWords[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <AsyncStatus
          state={outcome}
          working="Saving…"
          failedLead={fieldsRefused ? 'The provider did not accept this; see the marked fields.' : undefined}
        />
        <div className="row row--end">
          <button type="button" className="button button--quiet" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {editing ? 'Save changes' : 'Add user'}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}
