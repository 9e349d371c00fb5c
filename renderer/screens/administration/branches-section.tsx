import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useConfirmedChange } from './use-confirmed-change';
import { say } from './words';

/** The branches this profile's credentials may sell for (D10), which is in use, and switching (PIN, K9). */
export function BranchesSection() {
  const branches = useKiosk((state) => state.branches);
  const state = useKiosk((state) => state.branchesState);
  const load = useKiosk((state) => state.loadBranches);
  const switchBranch = useKiosk((state) => state.switchBranch);
  const { ask, outcome, dialog } = useConfirmedChange();
  useEffect(() => void load(), [load]);
  return (
    <section className="card stack" aria-labelledby="branches-heading">
      <h2 id="branches-heading">{say('administration.section.branches')}</h2>
      <p className="muted">{say('administration.branches.lead')}</p>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working={say('administration.branches.switching')} />
      <AsyncStatus
        state={state}
        working={say('administration.branches.loading')}
        failedLead={say('administration.branches.notLoaded')}
        onRetry={() => void load()}
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
                      run: (pin) => switchBranch(pin, branch.accountId),
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
