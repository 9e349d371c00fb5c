import { useEffect, useRef, useState } from 'react';
import { useKiosk } from '../store/kiosk-store';
import { ChangePinForm } from './change-pin-form';
import { LockOutClearForm } from './lock-out-clear-form';
import { ModalDialog } from './modal-dialog';
import { say } from './shared-words';

type View = 'change' | 'administrator' | 'changed';

const headingId = 'new-pin-due-title';

/**
 * K15: right after a PIN shorter than 6 digits unlocks the kiosk (or switches to its profile), a new PIN is asked for,
 * and it cannot be put off: Escape does nothing, and there is no Cancel, because the kiosk is handed to customers.
 */
export function NewPinDueDialog() {
  const due = useKiosk((state) => state.session?.staffPinMustChange === true);
  const [open, setOpen] = useState(due);
  const [view, setView] = useState<View>('change');
  // Opened when main says so; it stays open (main's answer to the change clears `due` first) to say the PIN was
  // changed, and closes when the person has read that.
  if (due && !open) setOpen(true);
  const close = () => {
    setOpen(false);
    setView('change');
  };
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      labelledBy={headingId}
      describedBy={view === 'change' ? `${headingId}-intro` : undefined}
      onClose={() => undefined}
    >
      {view === 'changed' ? (
        <Changed onContinue={close} />
      ) : view === 'administrator' ? (
        <LockOutClearForm
          headingId={headingId}
          submitLabel={say('shared.pin.clearThePause')}
          onCleared={() => setView('change')}
          onBack={() => setView('change')}
        />
      ) : (
        <ChangePinForm
          headingId={headingId}
          heading={say('shared.pinDue.heading')}
          intro={say('shared.pinDue.intro')}
          onChanged={() => setView('changed')}
          onAskAdministrator={() => setView('administrator')}
        />
      )}
    </ModalDialog>
  );
}

function Changed({ onContinue }: { onContinue(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The form that had the focus is gone.
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="stack">
      <h2 id={headingId}>{say('shared.pinDue.changedHeading')}</h2>
      <p role="status">{say('shared.pin.changed')}</p>
      <div className="row row--end">
        <button ref={button} type="button" className="button button--primary" onClick={onContinue}>
          {say('shared.pinDue.continue')}
        </button>
      </div>
    </div>
  );
}
