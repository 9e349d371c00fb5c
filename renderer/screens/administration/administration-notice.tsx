import { createContext, useContext } from 'react';

/** The last change that went through, in plain words, and who may set it: the Administration screen's own state. */
export const AdministrationNoticeContext = createContext<{ notice: string | null; tell(notice: string | null): void }>({
  notice: null,
  tell: () => {},
});

/** The last change that went through, in plain words (where a secret went, never the secret: K1, K9). */
export function AdministrationNotice() {
  const { notice } = useContext(AdministrationNoticeContext);
  return (
    <div role="status" aria-live="polite">
      {notice && <p className="notice notice--done">{notice}</p>}
    </div>
  );
}
