import { useState } from 'react';
import { userRoles, type UserRole } from '../../../shared/enums';
import type { AdministeredUser } from '../../../shared/contract/administration';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { useTriedForm } from '../../components/use-tried-form';
import { fieldError } from '../../store/async-state';
import { invalidateChannel, updateCached } from '../../queries/channel-cache';
import { roleWords } from './role-words';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { userName } from './user-name';
import { say } from './words';

type UserFields = { first_name: string; last_name: string; email: string; mobile: string; role: UserRole };
type FieldName = keyof UserFields;

const labels = {
  first_name: {
    label: 'administration.user.firstName',
    missing: 'administration.user.missing.firstName',
    type: 'text',
    autoComplete: 'off',
  },
  last_name: { label: 'administration.user.lastName', missing: 'administration.user.missing.lastName', type: 'text', autoComplete: 'off' },
  email: { label: 'administration.user.email', missing: 'administration.user.missing.email', type: 'email', autoComplete: 'off' },
  mobile: {
    label: 'administration.user.mobile',
    missing: 'administration.user.missing.mobile',
    type: 'tel',
    autoComplete: 'off',
    hint: 'administration.user.mobileHint',
  },
} as const;

/** The form's own copy of the user's fields, nothing else of theirs. */
function fieldsOf({ first_name, last_name, email, mobile, role }: AdministeredUser): UserFields {
  return { first_name, last_name, email, mobile, role };
}

const blank: UserFields = { first_name: '', last_name: '', email: '', mobile: '', role: 'TEAM MEMBER' };

/** Add a user, or edit one (D12); the service's refusals show next to their field and nothing typed is lost. */
export function UserForm({ editing, onDone }: { editing: AdministeredUser | null; onDone(): void }) {
  const createUser = useAdministrationChange('users:create');
  const updateUser = useAdministrationChange('users:update');
  const [values, setValues] = useState<UserFields>(editing ? fieldsOf(editing) : blank);
  const { ask, outcome, dialog } = useConfirmedChange();
  const missing = (field: FieldName) =>
    tried && values[field].trim() === '' ? say(labels[field as Exclude<FieldName, 'role'>].missing) : undefined;
  const hintOf = (field: Exclude<FieldName, 'role'>) => {
    const entry = labels[field];
    return 'hint' in entry ? say(entry.hint) : undefined;
  };
  const errorOf = (field: FieldName) => missing(field) ?? fieldError(outcome, field);
  // Only what changed is sent: the service refuses even an unchanged role of your own (D10).
  const changed = () =>
    Object.fromEntries(
      (Object.keys(values) as FieldName[]).filter((field) => editing?.[field] !== values[field]).map((field) => [field, values[field]]),
    );
  const fieldsRefused = outcome.status === 'failed' && Object.keys(outcome.fieldErrors).length > 0;
  const title = editing
    ? say('administration.user.saveTitle', { name: userName(editing) })
    : say('administration.user.addTitle', { first: values.first_name, last: values.last_name }).trim();
  const { tried, formProps } = useTriedForm(() => {
    if ((['first_name', 'last_name', 'email', 'mobile'] as const).some((field) => values[field].trim() === '')) return;
    ask({
      title,
      says: editing
        ? say('administration.user.changeSays')
        : say('administration.user.addSays', { first: values.first_name, last: values.last_name, role: values.role }),
      submitLabel: say(editing ? 'administration.user.save' : 'administration.users.add'),
      run: async (pin) => {
        const ended = editing
          ? await updateUser({ pin, id: editing.id, ...changed() }, (user, queryClient) => {
              updateCached(queryClient, 'users:list', (page) => ({
                ...page,
                users: page.users.map((listed) => (listed.id === user.id ? user : listed)),
              }));
              return `${userName(user)} is saved.`;
            })
          : await createUser({ pin, ...values }, (user, queryClient) => {
              void invalidateChannel(queryClient, 'users:list');
              return `${userName(user)} is added.`;
            });
        if (ended.status === 'done') onDone();
        return ended;
      },
    });
  });

  return (
    <section className="card stack" aria-labelledby="user-form-heading">
      <h2 id="user-form-heading">
        {editing ? say('administration.user.editHeading', { name: userName(editing) }) : say('administration.user.addHeading')}
      </h2>
      <form className="stack" {...formProps}>
        <div className="admin-form-grid">
          {(Object.keys(labels) as Exclude<FieldName, 'role'>[]).map((field) => (
            <Field key={field} label={say(labels[field].label)} hint={hintOf(field)} error={errorOf(field)}>
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
          <Field label={say('administration.user.role')} hint={say('administration.user.roleHint')} error={fieldError(outcome, 'role')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={values.role}
                onChange={(event) => setValues({ ...values, role: event.target.value as UserRole })}
              >
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleWords(role)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <AsyncStatus
          state={outcome}
          working={say('administration.saving')}
          failedLead={fieldsRefused ? say('administration.user.notAccepted') : undefined}
        />
        <div className="row row--end">
          <button type="button" className="button button--quiet" onClick={onDone}>
            {say('administration.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {say(editing ? 'administration.user.saveChanges' : 'administration.users.add')}
          </button>
        </div>
      </form>
      {dialog}
    </section>
  );
}
