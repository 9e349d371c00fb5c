import { useState } from 'react';
import type { FieldErrors } from '../../../shared/contract/kiosk-error';
import type { SetUpFile } from '../../../shared/contract/kiosk-set-up';
import type { Branch } from '../../../shared/contract/profiles';
import type { ProfileSummary } from '../../../shared/contract/session';
import { actsAsAdministratorFor } from '../../../shared/profiles/administrator-rule';
import { serviceAddressProblem } from '../../../shared/profiles/service-address-rule';
import { newStaffPinRule } from '../../../shared/staff-pin-rule';
import { Field } from '../../components/field';
import { isNewStaffPin, isStaffPin, NewPinFields } from '../../components/pin-field';
import { useTriedForm } from '../../components/use-tried-form';
import { kiosk } from '../../kiosk';
import { useProfileList } from '../../queries/profile-list';
import { useKioskStore } from '../../store/kiosk-store';
import { durationWords } from '../../components/duration-words';
import { AdministratorApproval } from './administrator-approval';
import { SetUpFileImport } from './set-up-file-import';
import { say } from './words';

interface ProfileSetupFormProps {
  onAdded: (profile: ProfileSummary) => void;
  onCancel: () => void;
}

const blank = {
  displayName: '',
  environment: 'sandbox' as 'sandbox' | 'live',
  baseUrl: '',
  apiId: '',
  apiSecret: '',
  publicKey: '',
  privateKey: '',
};
type Draft = typeof blank;

/**
 * For a vendor's administrator: a profile for their own service. The credentials are tried before anything is saved,
 * and then live in the OS keychain only; they stay in this form's own state and go when it closes (K1).
 */
export function ProfileSetupForm({ onAdded, onCancel }: ProfileSetupFormProps) {
  const [draft, setDraft] = useState<Draft>(blank);
  const [branches, setBranches] = useState<readonly Branch[] | null>(null);
  const [accountId, setAccountId] = useState('');
  const [problems, setProblems] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [fromFile, setFromFile] = useState<SetUpFile | null>(null);
  // K11: the new profile's own staff PIN, typed twice; kept in this form only, like the credentials.
  const [staffPin, setStaffPin] = useState('');
  const [staffPinAgain, setStaffPinAgain] = useState('');
  // K15: training's demo profile is nobody's authority; once a real service's profile is here, an administrator approves.
  // As main holds them now: a role main learnt since the picker opened (D10) shows here.
  const { profiles } = useProfileList();
  const store = useKioskStore();
  const needsApproval = profiles.some((profile) => profile.environment !== 'training');
  const administrators = profiles.filter((profile) => actsAsAdministratorFor(profile, undefined));
  const [administratorId, setAdministratorId] = useState('');
  const [administratorPin, setAdministratorPin] = useState('');
  const chosenAdministrator = administrators.some((each) => each.id === administratorId) ? administratorId : (administrators[0]?.id ?? '');
  const approval = needsApproval ? { administratorId: chosenAdministrator, administratorPin } : null;

  // The file fills in what it knows; the credentials stay for this laptop's own (K1).
  const applySetUpFile = (file: SetUpFile) => {
    setFromFile(file);
    setProblems({});
    setMessage(null);
    setBranches(null);
    const { displayName, environment, baseUrl } = file.profile;
    setDraft((current) => ({ ...current, displayName, environment, baseUrl }));
  };

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // Other credentials may sell for other branches.
    if ('environment' in patch || 'baseUrl' in patch || 'apiId' in patch || 'apiSecret' in patch) setBranches(null);
  };
  // Next to the field it is about when there is one; else by the button.
  const refused = (error: { message: string; fieldErrors?: FieldErrors | undefined }) => {
    setProblems(error.fieldErrors ?? {});
    setMessage(error.fieldErrors ? null : error.message);
  };

  const submit = async () => {
    // The PIN is checked here first: nothing goes to the service until it keeps the rule and is typed the same twice.
    if (!isNewStaffPin(staffPin) || staffPinAgain !== staffPin) return;
    if (approval && (approval.administratorId === '' || !isStaffPin(approval.administratorPin))) return;
    // K15: the address rule main keeps, said beside the field before anything is sent.
    const addressProblem = serviceAddressProblem(draft.environment, draft.baseUrl);
    if (addressProblem !== null) return refused({ message: addressProblem, fieldErrors: { baseUrl: [addressProblem] } });
    setWorking(true);
    setProblems({});
    setMessage(null);
    try {
      const service = { environment: draft.environment, baseUrl: draft.baseUrl, apiId: draft.apiId, apiSecret: draft.apiSecret };
      let chosen = accountId;
      if (branches === null) {
        const found = await kiosk().profiles.branches(service);
        if (!found.ok) return refused(found.error);
        const named = fromFile && found.data.branches.find((branch) => branch.accountId === fromFile.profile.branch.accountId);
        // The file names the branch: credentials that cannot sell for it are refused, never saved for another branch.
        if (fromFile && !named)
          return refused({
            message: '',
            fieldErrors: {
              apiId: [say('start.setup.notFileBranch', { branch: fromFile.profile.branch.name })],
            },
          });
        setBranches(found.data.branches);
        if (found.data.branches.length === 0) return setMessage(say('start.setup.noBranch'));
        // Several: the branch chooser appears, and the next press saves (a set-up file has chosen already).
        if (!named && found.data.branches.length > 1) return setAccountId('');
        chosen = named ? named.accountId : (found.data.branches[0]?.accountId ?? '');
        setAccountId(chosen);
      }
      const keys = {
        ...(draft.publicKey.trim() && { publicKey: draft.publicKey }),
        ...(draft.privateKey.trim() && { privateKey: draft.privateKey }),
      };
      const added = await kiosk().profiles.add({
        ...service,
        displayName: draft.displayName,
        staffPin,
        ...(chosen && { accountId: chosen }),
        ...keys,
        ...(fromFile && { kioskOptions: fromFile.kioskOptions }),
        ...approval,
      });
      if (!added.ok) return refused(added.error);
      // A new laptop's first profile from a set-up file brings the file's idle limits; the screens take them now.
      if (fromFile) void store.getState().loadKioskOptions();
      setDraft(blank);
      setStaffPin('');
      setStaffPinAgain('');
      setAdministratorPin('');
      onAdded(added.data);
    } finally {
      setWorking(false);
    }
  };

  const { tried, formProps } = useTriedForm(() => void submit());

  const text = (key: keyof Omit<Draft, 'environment'>, label: string, options: { hint?: string; secret?: boolean } = {}) => (
    <Field label={label} hint={options.hint} error={problems[key]?.[0]}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={options.secret ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={draft[key]}
          onChange={(event) => change({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form className="card stack" aria-labelledby="setup-heading" {...formProps}>
      <h2 id="setup-heading">{say('start.setup.heading')}</h2>
      <p className="muted">{say('start.setup.lead')}</p>
      <SetUpFileImport onRead={applySetUpFile} />
      {fromFile && (
        <p className="notice notice--done" role="status">
          {say('start.setup.fromFile', {
            branch: fromFile.profile.branch.name,
            address: fromFile.profile.baseUrl,
            duration: durationWords(fromFile.kioskOptions.staffIdleSeconds),
            mode: fromFile.kioskOptions.kioskMode ? 'kiosk' : 'window',
          })}
        </p>
      )}
      {text('displayName', say('start.setup.name'), { hint: say('start.setup.nameHint') })}
      <fieldset className="tiles tiles--two">
        <legend>{say('start.setup.service')}</legend>
        <label className="tile">
          <input
            type="radio"
            name="environment"
            checked={draft.environment === 'sandbox'}
            onChange={() => change({ environment: 'sandbox' })}
          />
          <span>{say('start.setup.sandbox')}</span>
        </label>
        <label className="tile">
          <input type="radio" name="environment" checked={draft.environment === 'live'} onChange={() => change({ environment: 'live' })} />
          <span>{say('start.setup.live')}</span>
        </label>
      </fieldset>
      {text('baseUrl', say('start.setup.address'), { hint: say('start.setup.addressHint') })}
      <div className="fields-2">
        {text('apiId', say('start.setup.apiId'))}
        {text('apiSecret', say('start.setup.apiSecret'), { secret: true })}
      </div>
      <h3>{say('start.setup.pin.heading')}</h3>
      <p className="muted small">{say('start.setup.pin.lead', { rule: newStaffPinRule })}</p>
      <div className="fields-2">
        <NewPinFields
          label={say('start.setup.pin.label')}
          pin={staffPin}
          again={staffPinAgain}
          tried={tried}
          mismatch={say('start.setup.pin.mismatch')}
          error={problems['staffPin']?.[0]}
          onPin={setStaffPin}
          onAgain={setStaffPinAgain}
        />
      </div>
      <h3>{say('start.setup.checkout.heading')}</h3>
      <p className="muted small">{say('start.setup.checkout.lead')}</p>
      <div className="fields-2">
        {text('publicKey', say('start.setup.checkout.publicKey'))}
        {text('privateKey', say('start.setup.checkout.privateKey'), { secret: true })}
      </div>
      {branches !== null && branches.length > 1 && (
        <Field label={say('start.setup.branch')} hint={say('start.setup.branchHint')} error={problems['accountId']?.[0]}>
          {(control) => (
            <select {...control} className="select" value={accountId} onChange={(event) => setAccountId(event.target.value)}>
              <option value="">{say('start.setup.chooseBranch')}</option>
              {branches.map((branch) => (
                <option key={branch.accountId} value={branch.accountId}>
                  {branch.name} ({branch.accountId})
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {needsApproval && (
        <AdministratorApproval
          administrators={administrators}
          chosenId={chosenAdministrator}
          pin={administratorPin}
          tried={tried}
          error={problems['administratorPin']?.[0]}
          onChoose={setAdministratorId}
          onPin={setAdministratorPin}
        />
      )}
      <div role="status" aria-live="polite">
        {working && <p className="notice notice--working">{say('start.setup.checking')}</p>}
        {!working && message && <p className="notice notice--failed">{message}</p>}
      </div>
      <div className="row row--end">
        <button type="button" className="button button--quiet" disabled={working} onClick={onCancel}>
          {say('start.cancel')}
        </button>
        {(!needsApproval || administrators.length > 0) && (
          <button type="submit" className="button button--primary" disabled={working}>
            {say(branches !== null && branches.length > 1 ? 'start.setup.save' : 'start.setup.checkAndSave')}
          </button>
        )}
      </div>
    </form>
  );
}
