import { applicationStatusWords } from '../../../shared/application-status-words';
import type { StatusChange } from '../../../shared/contract/watch';
import { useStatusNotices } from '../../queries/status-notices';
import { say } from './words';

function noticeText({ applicationId: id, applicant, to }: StatusChange): string {
  const status = applicationStatusWords[to];
  return applicant === ''
    ? say('applications.updates.notice', { id, status })
    : say('applications.updates.noticeNamed', { id, applicant, status });
}

/** Status changes main pushed while an Applications screen is open, announced quietly. */
export function StatusWatch() {
  const { notices, dismiss } = useStatusNotices();
  return (
    <div role="status" aria-live="polite" aria-label={say('applications.updates.label')} className="status-notices">
      {notices.map((notice) => {
        const text = noticeText(notice.change);
        return (
          <div key={notice.key} className="status-notice">
            <span>{text}</span>
            <button
              type="button"
              className="button button--quiet"
              aria-label={say('applications.updates.dismissLabel', { notice: text })}
              onClick={() => dismiss(notice.key)}
            >
              {say('applications.updates.dismiss')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
