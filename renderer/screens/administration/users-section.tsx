import { useEffect, useState } from 'react';
import type { AdministeredUser } from '../../../shared/contract/administration';
import { spacedMobile } from '../../../shared/mobile-number';
import { AsyncStatus } from '../../components/async-status';
import { Pager } from '../../components/pager';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { deleteUserWords } from './delete-user-words';
import { roleWords } from './role-words';
import { useConfirmedChange } from './use-confirmed-change';
import { UserForm } from './user-form';
import { userName } from './user-name';
import { ScrollTable } from '../../components/scroll-table';

/** The branch's users (D12): searched, paged as the service pages (D8), added, edited, deleted, and given a kiosk profile. */
const userHeadings = [
  { header: 'Name' },
  { header: 'Email and mobile' },
  { header: 'Role' },
  { header: 'Profiles on this kiosk' },
  { header: 'Actions', hidden: true },
] as const;

export function UsersSection() {
  const users = useKiosk((state) => state.users);
  const state = useKiosk((state) => state.usersState);
  const search = useKiosk((state) => state.usersSearch);
  const page = useKiosk((state) => state.usersPage);
  const hasMore = useKiosk((state) => state.usersHaveMore);
  const load = useKiosk((state) => state.loadUsers);
  const deleteUser = useKiosk((state) => state.deleteUser);
  const setUpKioskFor = useKiosk((state) => state.setUpKioskFor);
  const [typed, setTyped] = useState(search);
  // null: the list; 'new': adding; a user: editing them.
  const [form, setForm] = useState<AdministeredUser | 'new' | null>(null);
  const { ask, outcome, dialog } = useConfirmedChange();
  useEffect(() => void load(), [load]);

  if (form !== null) return <UserForm editing={form === 'new' ? null : form} onDone={() => setForm(null)} />;
  const setUp = (user: AdministeredUser) =>
    ask({
      title: `Set up this kiosk for ${userName(user)}`,
      says: `New API credentials are made for ${userName(user)} on this branch and kept as a new profile on this kiosk. The secret goes straight to the kiosk’s secure store: nobody sees it.`,
      submitLabel: 'Set up this kiosk',
      run: (pin) => setUpKioskFor(pin, user),
    });
  const remove = (user: AdministeredUser) =>
    ask({
      title: `Delete ${userName(user)}?`,
      says: deleteUserWords(user),
      submitLabel: `Delete ${userName(user)}`,
      danger: true,
      run: (pin) => deleteUser(pin, user.id),
    });

  return (
    <section className="card stack" aria-labelledby="users-heading">
      <div className="card-head">
        <h2 id="users-heading">Users</h2>
        <button type="button" className="button button--primary" onClick={() => setForm('new')}>
          Add user
        </button>
      </div>
      <form
        className="row admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void load({ search: typed.trim() });
        }}
      >
        <label className="visually-hidden" htmlFor="users-search">
          Search users
        </label>
        <input
          id="users-search"
          className="input"
          type="search"
          placeholder="Name, email or mobile"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Search
        </button>
        {search !== '' && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setTyped('');
              void load({ search: '' });
            }}
          >
            Show all
          </button>
        )}
      </form>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working="Saving…" />
      <AsyncStatus state={state} working="Loading users…" failedLead="The users could not be loaded:" onRetry={() => void load()} />
      {users.length === 0 && state.status === 'idle' && (
        <p className="muted">{search === '' ? 'This branch has no users yet.' : `No user matches “${search}”.`}</p>
      )}
      {users.length > 0 && (
        <ScrollTable name={{ labelledBy: 'users-heading' }} headings={userHeadings} className="admin-table">
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                {userName(user)} {user.isYou && <span className="chip chip--info">You</span>}
              </td>
              <td>
                {user.email}
                <br />
                <span className="muted small">{spacedMobile(user.mobile)}</span>
              </td>
              <td>{roleWords[user.role]}</td>
              <td>
                {user.kioskProfiles.length === 0 ? (
                  <span className="muted">None</span>
                ) : (
                  user.kioskProfiles.map((profile) => profile.displayName).join(', ')
                )}
              </td>
              <td>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Edit ${userName(user)}`}
                    onClick={() => setForm(user)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Set up this kiosk for ${userName(user)}`}
                    onClick={() => setUp(user)}
                  >
                    Set up this kiosk
                  </button>
                  {!user.isYou && (
                    <button
                      type="button"
                      className="button button--quiet admin-danger"
                      aria-label={`Delete ${userName(user)}`}
                      onClick={() => remove(user)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {search === '' && (page > 1 || hasMore) && (
        <Pager paging={{ page, hasMore, onPage: (next) => void load({ page: next }) }} busy={state.status === 'working'} />
      )}
      {dialog}
    </section>
  );
}
