import { useKiosk } from '../../store/kiosk-store';

/** The last change that went through, in plain words (where a secret went, never the secret: K1, K9). */
export function AdministrationNotice() {
  const notice = useKiosk((state) => state.administrationNotice);
  return (
    <div role="status" aria-live="polite">
      {notice && <p className="notice notice--done">{notice}</p>}
    </div>
  );
}
