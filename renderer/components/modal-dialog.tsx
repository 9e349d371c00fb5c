import { useEffect, useRef, type ReactNode } from 'react';
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
  onClose(): void;
  children: ReactNode;
}

/** A native modal dialog (focus stays inside, Escape closes it); its content is there only while it is open. */
export function ModalDialog({ open, labelledBy, describedBy, role, wide = false, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      {open && children}
    </dialog>
  );
}
