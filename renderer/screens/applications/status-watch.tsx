import { useStatusNotices } from '../../queries/status-notices';
import { say } from './words';

/** Status changes main pushed while an Applications screen is open, announced quietly. */
export function StatusWatch() {
  const { notices, dismiss } = useStatusNotices();
  return (
    <div role="status" aria-live="polite" aria-label={say('applications.updates.label')} className="status-notices">
      {notices.map((notice) => (
        <div key={notice.key} className="status-notice">
          <span>{notice.text}</span>
          <button
            type="button"
            className="button button--quiet"
            aria-label={say('applications.updates.dismissLabel', { notice: notice.text })}
            onClick={() => dismiss(notice.key)}
          >
            {say('applications.updates.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
