import { AsyncStatus } from '../../components/async-status';
import { updateCached } from '../../queries/channel-cache';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { say } from './words';

/** The branches this profile's credentials may sell for (D10), which is in use, and switching (PIN, K9). */
export function BranchesSection() {
  const list = useKioskQuery('branches:list', {});
  const branches = list.data;
  const switchBranch = useAdministrationChange('branches:switch');
  // The top bar names the branch in use.
  const loadSession = useKiosk((state) => state.loadSession);
  const { ask, outcome, dialog } = useConfirmedChange();
  return (
    <section className="card stack" aria-labelledby="branches-heading">
      <h2 id="branches-heading">{say('administration.section.branches')}</h2>
      <p className="muted">{say('administration.branches.lead')}</p>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working={say('administration.branches.switching')} />
      <AsyncStatus
        state={queryStateOf(list)}
        working={say('administration.branches.loading')}
        failedLead={say('administration.branches.notLoaded')}
        onRetry={() => void list.refetch()}
      />
      {branches && (
        <ul className="list-plain admin-list">
          {branches.branches.map((branch) => (
            <li key={branch.accountId} className="admin-list__item">
              <span>
                {branch.name}{' '}
                {branch.accountId === branches.inUse && <span className="chip chip--success">{say('administration.branches.inUse')}</span>}
              </span>
              {branch.accountId !== branches.inUse && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={say('administration.branches.switchTo', { name: branch.name })}
                  onClick={() =>
                    ask({
                      title: say('administration.branches.switchTo', { name: branch.name }),
                      says: say('administration.branches.switchSays', { name: branch.name }),
                      submitLabel: say('administration.branches.switchSubmit'),
                      run: (pin) =>
                        switchBranch({ pin, accountId: branch.accountId }, (switched, queryClient) => {
                          updateCached(queryClient, 'branches:list', () => switched);
                          void loadSession();
                          const name = switched.branches.find((listed) => listed.accountId === switched.inUse)?.name ?? 'the chosen branch';
                          return [`This profile now sells for ${name}.`, switched.note].filter(Boolean).join(' ');
                        }),
                    })
                  }
                >
                  {say('administration.branches.switch')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  );
}
