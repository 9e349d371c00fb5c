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
import { DiagnosticsPanel } from './diagnostics-panel';
import { UpdatesPanel } from './updates-panel';
import { quietHourWords } from './update-words';

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
  const changed = (Object.keys(draft) as (keyof KioskOptions)[]).some((key) => draft[key] !== saved[key]);

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
        <h2 id="this-kiosk-heading">This kiosk</h2>
        <p className="muted">How this laptop behaves, whoever is signed in.</p>
        <div className="fields-2">
          {idleSelect(
            'staffIdleSeconds',
            'Clear the screen after',
            'Untouched this long, the kiosk asks “Still there?” and then clears the customer’s details.',
            staffIdleChoices,
          )}
          {idleSelect(
            'customerIdleSeconds',
            'In customer mode, clear after',
            'A customer reading the terms or filling in the provider’s form gets longer.',
            customerIdleChoices,
          )}
        </div>
        <label className="toggle">
          <input type="checkbox" checked={draft.kioskMode} onChange={(event) => setDraft({ ...draft, kioskMode: event.target.checked })} />
          <span>Kiosk mode: full screen, no menu, locked to this app (from the next start)</span>
        </label>
        <label className="toggle">
          <input
            type="checkbox"
            checked={draft.startAtLogin}
            onChange={(event) => setDraft({ ...draft, startAtLogin: event.target.checked })}
          />
          <span>Start the kiosk when this laptop’s user signs in</span>
        </label>
        <div className="fields-2">
          <Field label="Update channel" hint="Beta takes each release a little before everyone else: for one branch that tries them first.">
            {(control) => (
              <select
                {...control}
                className="select"
                value={draft.updateChannel}
                onChange={(event) => setDraft({ ...draft, updateChannel: event.target.value === 'beta' ? 'beta' : 'stable' })}
              >
                <option value="stable">Stable releases</option>
                <option value="beta">Beta: try releases first</option>
              </select>
            )}
          </Field>
          <Field
            label="Quiet hour"
            hint="A downloaded update installs by itself in this hour, never while a customer is served or anything is unsent."
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
        <AsyncStatus
          state={outcome}
          working="Saving…"
          done="Saved. The idle limits, updates and start at login apply now; kiosk mode from the next start."
        />
        <div className="row row--end">
          <button
            type="button"
            className="button button--primary"
            disabled={!changed}
            onClick={() =>
              ask({
                title: 'Save this kiosk’s settings',
                says: 'The idle limits change for everyone using this laptop.',
                submitLabel: 'Save settings',
                run: (pin) => save(pin, draft),
              })
            }
          >
            Save settings
          </button>
        </div>
      </section>
      <section className="card stack" aria-labelledby="set-up-file-heading">
        <h2 id="set-up-file-heading">Set up another laptop like this one</h2>
        <p>
          The set-up file names the service, this profile’s branch and the settings above. It holds no secret: on the new laptop, choose{' '}
          <strong>Switch profile → Set up a profile → Use a set-up file</strong>, then enter that laptop’s own API ID and secret (or make a
          pair under Users → Set up a kiosk).
        </p>
        <AsyncStatus
          state={exported}
          working="Preparing the file…"
          done="The set-up file is ready: keep it with the laptop’s paperwork, or copy it to the new laptop."
          failedLead="The set-up file could not be made:"
        />
        <div className="row row--end">
          <button
            type="button"
            className="button button--secondary"
            disabled={exported.status === 'working'}
            onClick={() => void exportSetUp()}
          >
            Export set-up file
          </button>
        </div>
      </section>
      <UpdatesPanel />
      <DiagnosticsPanel />
      {dialog}
    </>
  );
}
