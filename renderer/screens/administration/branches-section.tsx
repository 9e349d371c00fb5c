import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { useConfirmedChange } from './use-confirmed-change';

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
      <h2 id="branches-heading">Branches</h2>
      <p className="muted">The branches this profile may sell for. Quotes and applications belong to the branch in use.</p>
      <AdministrationNotice />
      <AsyncStatus state={outcome} working="Switching…" />
      <AsyncStatus state={state} working="Loading branches…" failedLead="The branches could not be loaded:" onRetry={() => void load()} />
      {branches && (
        <ul className="list-plain admin-list">
          {branches.branches.map((branch) => (
            <li key={branch.accountId} className="admin-list__item">
              <span>
                {branch.name} {branch.accountId === branches.inUse && <span className="chip chip--success">In use</span>}
              </span>
              {branch.accountId !== branches.inUse && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Switch to ${branch.name}`}
                  onClick={() =>
                    ask({
                      title: `Switch to ${branch.name}`,
                      says: `This profile sells for ${branch.name} from now on. Checkout keys belong to a branch, so customer mode needs setting up again there.`,
                      submitLabel: 'Switch branch',
                      run: (pin) => switchBranch(pin, branch.accountId),
                    })
                  }
                >
                  Switch
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
