import { useEffect } from 'react';
import { useKiosk } from '../../store/kiosk-store';

/** How often the open desk asks main for status changes (issue 6); main itself polls the service and takes webhooks. */
const pollMs = 3_000;

/** While an Applications screen is open, status changes are pulled every few seconds and announced quietly. */
export function StatusWatch() {
  const notices = useKiosk((state) => state.statusNotices);
  const dismiss = useKiosk((state) => state.dismissNotice);
  const poll = useKiosk((state) => state.pollChanges);
  useEffect(() => {
    const timer = window.setInterval(() => void poll(), pollMs);
    return () => window.clearInterval(timer);
  }, [poll]);
  return (
    <div role="status" aria-live="polite" aria-label="Application updates" className="status-notices">
      {notices.map((notice) => (
        <div key={notice.key} className="status-notice">
          <span>{notice.text}</span>
          <button type="button" className="button button--quiet" aria-label={`Dismiss: ${notice.text}`} onClick={() => dismiss(notice.key)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
