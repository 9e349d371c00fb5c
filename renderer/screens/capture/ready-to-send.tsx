import { formatBytes } from '../../capture/file-checks';
import type { PreparedFile } from '../../capture/prepare';

interface ReadyToSendProps {
  file: PreparedFile | null;
  /** Pages that go together in the file as one PDF; 0 or 1 says nothing more. */
  pageCount: number;
  /** The first page (numbered from 1) whose warning waits for Retake or Send anyway; null when none does. */
  pageToCheck?: number | null;
}

/** What will be sent, and its size, before anyone presses Send. */
export function ReadyToSend({ file, pageCount, pageToCheck = null }: ReadyToSendProps) {
  return (
    <p aria-live="polite">
      {pageToCheck !== null ? (
        <span>
          Page {pageToCheck} may be unreadable: retake it, or press <strong>Send anyway</strong> beside it, before sending.
        </span>
      ) : file ? (
        <>
          Ready to send: <strong>{file.filename}</strong>, <span className="capture__size">{formatBytes(file.bytes.length)}</span>
          {pageCount > 1 ? ` (${pageCount} pages in one PDF)` : ''}
        </>
      ) : (
        <span className="muted">Nothing to send yet.</span>
      )}
    </p>
  );
}
