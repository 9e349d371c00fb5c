import { kiosk } from '../../kiosk';
import { AsyncStatus } from '../../components/async-status';
import { ProductVersion } from '../../components/product-version';
import { saveFile } from '../../components/save-file';
import { stateOf } from '../../store/async-state';
import { useConfirmedChange } from './use-confirmed-change';
import { Say, say } from './words';

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
      <h2 id="diagnostics-heading">{say('administration.diagnostics.heading')}</h2>
      <p>
        <Say id="administration.diagnostics.runs" values={{ version: <ProductVersion /> }} components={{ 0: <strong /> }} />
      </p>
      <p className="muted">{say('administration.diagnostics.lead')}</p>
      <AsyncStatus
        state={outcome}
        working={say('administration.preparingFile')}
        done={say('administration.diagnostics.ready')}
        failedLead={say('administration.diagnostics.notExported')}
      />
      <div className="row row--end">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            ask({
              title: say('administration.diagnostics.export'),
              says: say('administration.diagnostics.exportSays'),
              submitLabel: say('administration.diagnostics.export'),
              run: exportDiagnostics,
            })
          }
        >
          {say('administration.diagnostics.export')}
        </button>
      </div>
      {dialog}
    </section>
  );
}
