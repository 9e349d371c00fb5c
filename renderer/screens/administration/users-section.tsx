import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdministeredUser } from '../../../shared/contract/administration';
import { spacedMobile } from '../../../shared/mobile-number';
import { AsyncStatus } from '../../components/async-status';
import { Pager } from '../../components/pager';
import { invalidateChannel, updateCached } from '../../queries/channel-cache';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { AdministrationNotice } from './administration-notice';
import { deleteUserWords } from './delete-user-words';
import { roleWords } from './role-words';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { UserForm } from './user-form';
import { userName } from './user-name';
import { ScrollTable } from '../../components/scroll-table';
import { say } from './words';

/** The branch's users (D12): searched, paged as the service pages (D8), added, edited, deleted, and given a kiosk profile. */
const userHeadings = [
  { header: say('administration.users.name') },
  { header: say('administration.users.contact') },
  { header: say('administration.users.role') },
  { header: say('administration.users.profiles') },
  { header: say('administration.actions'), hidden: true },
] as const;

export function UsersSection() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  const { search, page } = query;
  // D8: the whole list a page at a time, a search's matches at once; the page shown stays while the next one loads.
  const list = useKioskQuery('users:list', search === '' ? { pageNumber: page } : { search }, { placeholderData: keepPreviousData });
  const users = list.data?.users ?? [];
  const hasMore = list.data?.hasMoreRecords ?? false;
  const state = queryStateOf(list);
  const deleteUser = useAdministrationChange('users:delete');
  const setUpKiosk = useAdministrationChange('users:setUpKiosk');
  const [typed, setTyped] = useState(search);
  // null: the list; 'new': adding; a user: editing them.
  const [form, setForm] = useState<AdministeredUser | 'new' | null>(null);
  const { ask, outcome, dialog } = useConfirmedChange();

  if (form !== null) return <UserForm editing={form === 'new' ? null : form} onDone={() => setForm(null)} />;
  const setUp = (user: AdministeredUser) =>
    ask({
      title: say('administration.users.setUp.title', { name: userName(user) }),
      says: say('administration.users.setUp.says', { name: userName(user) }),
      submitLabel: say('administration.users.setUp'),
      run: (pin) =>
        setUpKiosk({ pin, userId: user.id }, ({ profile, secretStoredIn }, queryClient) => {
          void invalidateChannel(queryClient, 'users:list');
          void invalidateChannel(queryClient, 'profiles:list');
          return `This kiosk now has a profile “${profile.displayName}” for ${userName(user)}. Its API secret went straight to ${secretStoredIn}; nobody sees it. Choose it with “Switch profile”.`;
        }),
    });
  const remove = (user: AdministeredUser) =>
    ask({
      title: say('administration.users.delete.title', { name: userName(user) }),
      says: deleteUserWords(user),
      submitLabel: say('administration.users.delete.named', { name: userName(user) }),
      danger: true,
      run: (pin) =>
        deleteUser({ pin, id: user.id }, (deleted, queryClient) => {
          // The profiles it removed are gone from the picker too.
          void invalidateChannel(queryClient, 'profiles:list');
          updateCached(queryClient, 'users:list', (listed) => ({ ...listed, users: listed.users.filter((kept) => kept.id !== user.id) }));
          return deleted.message;
        }),
    });

  return (
    <section className="card stack" aria-labelledby="users-heading">
      <div className="card-head">
        <h2 id="users-heading">{say('administration.section.users')}</h2>
        <button type="button" className="button button--primary" onClick={() => setForm('new')}>
          {say('administration.users.add')}
        </button>
      </div>
      <form
        className="row admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ search: typed.trim(), page: 1 });
        }}
      >
        <label className="visually-hidden" htmlFor="users-search">
          {say('administration.users.searchLabel')}
        </label>
        <input
          id="users-search"
          className="input"
          type="search"
          placeholder={say('administration.users.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {say('administration.users.search')}
        </button>
        {search !== '' && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setTyped('');
              setQuery({ search: '', page: 1 });
            }}
          >
            {say('administration.users.showAll')}
          </button>
        )}
      </form>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working={say('administration.saving')} />
      <AsyncStatus
        state={state}
        working={say('administration.users.loading')}
        failedLead={say('administration.users.notLoaded')}
        onRetry={() => void list.refetch()}
      />
      {users.length === 0 && state.status === 'idle' && (
        <p className="muted">{search === '' ? say('administration.users.none') : say('administration.users.noMatch', { search })}</p>
      )}
      {users.length > 0 && (
        <ScrollTable name={{ labelledBy: 'users-heading' }} headings={userHeadings} className="admin-table">
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                {userName(user)} {user.isYou && <span className="chip chip--info">{say('administration.users.you')}</span>}
              </td>
              <td>
                {user.email}
                <br />
                <span className="muted small">{spacedMobile(user.mobile)}</span>
              </td>
              <td>{roleWords(user.role)}</td>
              <td>
                {user.kioskProfiles.length === 0 ? (
                  <span className="muted">{say('administration.users.noProfiles')}</span>
                ) : (
                  user.kioskProfiles.map((profile) => profile.displayName).join(', ')
                )}
              </td>
              <td>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={say('administration.users.edit.named', { name: userName(user) })}
                    onClick={() => setForm(user)}
                  >
                    {say('administration.users.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={say('administration.users.setUp.title', { name: userName(user) })}
                    onClick={() => setUp(user)}
                  >
                    {say('administration.users.setUp')}
                  </button>
                  {!user.isYou && (
                    <button
                      type="button"
                      className="button button--quiet admin-danger"
                      aria-label={say('administration.users.delete.named', { name: userName(user) })}
                      onClick={() => remove(user)}
                    >
                      {say('administration.delete')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {search === '' && (page > 1 || hasMore) && (
        <Pager paging={{ page, hasMore, onPage: (next) => setQuery({ search, page: next }) }} busy={state.status === 'working'} />
      )}
      {dialog}
    </section>
  );
}
