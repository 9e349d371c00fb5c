import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  /** The id of the dialog's heading. */
  labelledBy: string;
  /** The id of what the dialog says, read out with its title. */
  describedBy?: string;
  /** `alertdialog` for a question that needs an answer now (a screen reader announces it at once). */
  role?: 'alertdialog';
  wide?: boolean;
  /** K4: the page behind is covered, not dimmed: nothing of a customer stays readable behind the question. */
  hidesPage?: boolean;
  /** The person asked to close it (Escape): the parent closes it by setting `open` false. */
  onClose(): void;
  children: ReactNode;
}

/**
 * A native modal dialog (focus stays inside, Escape asks to close it); its content is there only while it is open.
 * `open` is the one truth: the native dialog follows it, and Escape only asks, so a browser's late `close` event can
 * never dismiss an ask that arrived after the Escape.
 */
export function ModalDialog({ open, labelledBy, describedBy, role, wide = false, hidesPage = false, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => followOpen(dialog.current, open));
  return (
    <dialog
      ref={dialog}
      className={['dialog', wide && 'dialog--wide', hidesPage && 'dialog--hides-page'].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

function followOpen(element: HTMLDialogElement | null, open: boolean): void {
  if (!element || element.open === open) return;
  if (open) element.showModal();
  else element.close();
}
