import { useState } from 'react';
import { say } from '../app-words';
import { queryStateOf } from '../queries/query-state';
import { useKioskQuery } from '../queries/use-kiosk-query';
import { ModalDialog } from './modal-dialog';
import { onDemand } from './on-demand';
import './needs-you-panel.css';

// The list loads when the panel is first opened: the first screen shows only the button (issue 37).
const NeedsYouList = onDemand(say('app.part.needsYou'), () => import('./needs-you-list').then((module) => module.NeedsYouList));

/** Issue 38 item 12: the top bar's Needs you, with how many applications wait for staff, and the list behind it. */
export function NeedsYouButton() {
  // As main holds it when the staff view opens and each time it is opened; `needsYou:changed` keeps it current.
  const needsYou = useKioskQuery('needsYou:list', {});
  const count = needsYou.data?.items.length ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--quiet needs-you-button"
        aria-label={say('app.needsYou.buttonLabel', { count })}
        aria-haspopup="dialog"
        onClick={() => {
          void needsYou.refetch();
          setOpen(true);
        }}
      >
        {say('app.needsYou.button')}
        {count > 0 && (
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <ModalDialog open={open} labelledBy="needs-you-title" wide onClose={() => setOpen(false)}>
        <NeedsYouList items={needsYou.data?.items ?? []} loadState={queryStateOf(needsYou)} onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
