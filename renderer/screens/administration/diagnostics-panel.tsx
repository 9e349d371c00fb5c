import { kiosk } from '../../kiosk';
import { AsyncStatus } from '../../components/async-status';
import { ProductVersion } from '../../components/product-version';
import { saveFile } from '../../components/save-file';
import { stateOf } from '../../store/async-state';
import { useConfirmedChange } from './use-confirmed-change';

/**
 * K12: which version this is, and "Export diagnostics": one file for whoever supports the kiosk, an administrator's
 * with the staff PIN again (K9). Main builds it from counts, states, versions and the scrubbed log; no customer, no secret.
 */
export function DiagnosticsPanel() {
  const { ask, outcome, dialog } = useConfirmedChange();

  const exportDiagnostics = async (pin: string) => {
    const result = await kiosk().diagnostics.export({ pin });
    if (result.ok) saveFile(result.data.fileName, new Blob([result.data.text], { type: 'application/json' }));
    return stateOf(result);
  };

  return (
    <section className="card stack" aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">Version and diagnostics</h2>
      <p>
        This laptop runs{' '}
        <strong>
          <ProductVersion />
        </strong>
        .
      </p>
      <p className="muted">
        For whoever supports the kiosk: one file with the versions, this computer’s system, the keychain’s state, how many entries each
        profile’s outbox holds, these settings, the updates and the last lines of the kiosk’s log. It names no customer and holds no secret.
      </p>
      <AsyncStatus
        state={outcome}
        working="Preparing the file…"
        done="The diagnostics file is ready: send it to whoever supports the kiosk."
        failedLead="The diagnostics could not be exported:"
      />
      <div className="row row--end">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            ask({
              title: 'Export diagnostics',
              says: 'A file for support: versions, counts and the kiosk’s log, with no customer’s details and no secret.',
              submitLabel: 'Export diagnostics',
              run: exportDiagnostics,
            })
          }
        >
          Export diagnostics
        </button>
      </div>
      {dialog}
    </section>
  );
}
