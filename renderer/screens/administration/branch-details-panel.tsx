import { useState } from 'react';
import { branchDetails, missingBranchDetails, type BranchDetails } from '../../../shared/branch/branch-details';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { useConfirmedChange } from './use-confirmed-change';
import { say } from './words';

/** The rule's words by field name. */
type Problems = Partial<Record<string, string>>;

/**
 * Issue 38 item 7: the branch's trading name, address, phone and ABN, as the customer's printed quote shows them. Saved
 * with this kiosk's options (K9: with the staff PIN), so the set-up file carries them; what is typed stays when it is wrong.
 */
export function BranchDetailsPanel() {
  const options = useKiosk((state) => state.kioskOptions);
  const save = useKiosk((state) => state.saveKioskOptions);
  const serviceName = useKiosk((state) => state.session?.profile?.branch.name ?? '');
  const [draft, setDraft] = useState<BranchDetails>(options.branch);
  const [problems, setProblems] = useState<Problems>({});
  const { ask, outcome, dialog } = useConfirmedChange();
  const missing = missingBranchDetails(options.branch);
  const missingWords = {
    tradingName: say('administration.branch.missingTradingName', { name: serviceName }),
    address: say('administration.branch.missingAddress'),
    phone: say('administration.branch.missingPhone'),
    abn: say('administration.branch.missingAbn'),
  };

  const submit = () => {
    // The same rule main keeps (shared/branch), checked here first so the PIN is asked only for details that can be saved.
    const checked = branchDetails.safeParse(draft);
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setProblems(found);
    }
    setProblems({});
    ask({
      title: say('administration.branch.saveTitle'),
      says: say('administration.branch.saveSays'),
      submitLabel: say('administration.branch.save'),
      run: (pin) => save(pin, { ...options, branch: checked.data }),
    });
  };

  const field = (key: keyof BranchDetails, label: string, hint: string, autoComplete: string) => (
    <Field label={label} hint={hint} error={problems[key] ?? fieldError(outcome, `branch.${key}`)}>
      {(control) => (
        <input
          {...control}
          className="input"
          autoComplete={autoComplete}
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section className="card stack" aria-labelledby="branch-details-heading">
      <h2 id="branch-details-heading">{say('administration.branch.heading')}</h2>
      <p className="muted">{say('administration.branch.lead')}</p>
      <p className={missing.length > 0 ? 'notice notice--queued' : 'muted'}>
        {missing.length > 0
          ? say('administration.branch.missing', { missing: missing.map((key) => missingWords[key]).join(', ') })
          : say('administration.branch.complete')}
      </p>
      <div className="fields-2">
        {field(
          'tradingName',
          say('administration.branch.tradingName'),
          say('administration.branch.tradingNameHint', { name: serviceName }),
          'organization',
        )}
        {field('address', say('administration.branch.address'), say('administration.branch.addressHint'), 'street-address')}
        {field('phone', say('administration.branch.phone'), say('administration.branch.phoneHint'), 'tel')}
        {field('abn', say('administration.branch.abn'), say('administration.branch.abnHint'), 'off')}
      </div>
      {Object.keys(problems).length > 0 && <p className="field__error">{say('administration.branch.correct')}</p>}
      <AsyncStatus state={outcome} working={say('administration.saving')} done={say('administration.branch.saved')} />
      <div className="row row--end">
        <button type="button" className="button button--primary" onClick={submit}>
          {say('administration.branch.save')}
        </button>
      </div>
      {dialog}
    </section>
  );
}
