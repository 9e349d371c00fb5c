import { useKiosk } from '../../store/kiosk-store';

/** Status changes main pushed while an Applications screen is open, announced quietly. */
export function StatusWatch() {
  const notices = useKiosk((state) => state.statusNotices);
  const dismiss = useKiosk((state) => state.dismissNotice);
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
