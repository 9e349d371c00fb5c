import { useState } from 'react';
import type { KioskOptions } from '../../../shared/contract/kiosk-options';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { kiosk } from '../../kiosk';
import { saveFile } from '../../components/save-file';
import { done, failed, fieldError, idle, working, type AsyncState } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { customerIdleChoices, idleChoices, staffIdleChoices } from './idle-choices';
import { useConfirmedChange } from './use-confirmed-change';
import { BranchDetailsPanel } from './branch-details-panel';
import { DiagnosticsPanel } from './diagnostics-panel';
import { UpdatesPanel } from './updates-panel';
import { quietHourWords } from './update-words';
import { Say, say } from './words';

/**
 * How this laptop behaves (K4's idle limits, kiosk mode, K13's updates, start at login), saved with the staff PIN (K9), and a set-up file
 * so the next laptop needs only its credentials. The file names the service, branch and these options, never a secret (K1).
 */
export function ThisKioskSection() {
  const saved = useKiosk((state) => state.kioskOptions);
  const save = useKiosk((state) => state.saveKioskOptions);
  const [draft, setDraft] = useState<KioskOptions>(saved);
  const [exported, setExported] = useState<AsyncState>(idle);
  const { ask, outcome, dialog } = useConfirmedChange();
  // The branch's details have their own panel and Save; this one never saves an older copy of them.
  const changed = (Object.keys(draft) as (keyof KioskOptions)[]).some((key) => key !== 'branch' && draft[key] !== saved[key]);

  const exportSetUp = async () => {
    setExported(working);
    const result = await kiosk().setUp.export({});
    if (!result.ok) return setExported(failed(result.error));
    saveFile(result.data.fileName, new Blob([result.data.text], { type: 'application/json' }));
    setExported(done);
  };

  const idleSelect = (key: 'staffIdleSeconds' | 'customerIdleSeconds', label: string, hint: string, standard: readonly number[]) => (
    <Field label={label} hint={hint} error={fieldError(outcome, key)}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: Number(event.target.value) })}
        >
          {idleChoices(standard, draft[key]).map((choice) => (
            <option key={choice.seconds} value={choice.seconds}>
              {choice.words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <>
      <section className="card stack" aria-labelledby="this-kiosk-heading">
        <h2 id="this-kiosk-heading">{say('administration.section.thisKiosk')}</h2>
        <p className="muted">{say('administration.kiosk.lead')}</p>
        <div className="fields-2">
          {idleSelect(
            'staffIdleSeconds',
            say('administration.kiosk.staffIdle'),
            say('administration.kiosk.staffIdleHint'),
            staffIdleChoices,
          )}
          {idleSelect(
            'customerIdleSeconds',
            say('administration.kiosk.customerIdle'),
            say('administration.kiosk.customerIdleHint'),
            customerIdleChoices,
          )}
        </div>
        <label className="toggle">
          <input type="checkbox" checked={draft.kioskMode} onChange={(event) => setDraft({ ...draft, kioskMode: event.target.checked })} />
          <span>{say('administration.kiosk.kioskMode')}</span>
        </label>
        <label className="toggle">
          <input
            type="checkbox"
            checked={draft.startAtLogin}
            onChange={(event) => setDraft({ ...draft, startAtLogin: event.target.checked })}
          />
          <span>{say('administration.kiosk.startAtLogin')}</span>
        </label>
        <div className="fields-2">
          <Field label={say('administration.kiosk.channel')} hint={say('administration.kiosk.channelHint')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={draft.updateChannel}
                onChange={(event) => setDraft({ ...draft, updateChannel: event.target.value === 'beta' ? 'beta' : 'stable' })}
              >
                <option value="stable">{say('administration.kiosk.stable')}</option>
                <option value="beta">{say('administration.kiosk.beta')}</option>
              </select>
            )}
          </Field>
          <Field
            label={say('administration.kiosk.quietHour')}
            hint={say('administration.kiosk.quietHourHint')}
            error={fieldError(outcome, 'quietHour')}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={draft.quietHour}
                onChange={(event) => setDraft({ ...draft, quietHour: Number(event.target.value) })}
              >
                {Array.from({ length: 24 }, (_, hour) => (
                  <option key={hour} value={hour}>
                    {quietHourWords(hour)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <AsyncStatus state={outcome} working={say('administration.saving')} done={say('administration.kiosk.saved')} />
        <div className="row row--end">
          <button
            type="button"
            className="button button--primary"
            disabled={!changed}
            onClick={() =>
              ask({
                title: say('administration.kiosk.saveTitle'),
                says: say('administration.kiosk.saveSays'),
                submitLabel: say('administration.kiosk.save'),
                run: (pin) => save(pin, { ...draft, branch: saved.branch }),
              })
            }
          >
            {say('administration.kiosk.save')}
          </button>
        </div>
      </section>
      <BranchDetailsPanel />
      <section className="card stack" aria-labelledby="set-up-file-heading">
        <h2 id="set-up-file-heading">{say('administration.setUpFile.heading')}</h2>
        <p>
          <Say id="administration.setUpFile.lead" components={{ 0: <strong /> }} />
        </p>
        <AsyncStatus
          state={exported}
          working={say('administration.preparingFile')}
          done={say('administration.setUpFile.ready')}
          failedLead={say('administration.setUpFile.notMade')}
        />
        <div className="row row--end">
          <button
            type="button"
            className="button button--secondary"
            disabled={exported.status === 'working'}
            onClick={() => void exportSetUp()}
          >
            {say('administration.setUpFile.export')}
          </button>
        </div>
      </section>
      <UpdatesPanel />
      <DiagnosticsPanel />
      {dialog}
    </>
  );
}
