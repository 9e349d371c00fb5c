import { formatBytes } from '../../capture/file-checks';
import type { PreparedFile } from '../../capture/prepare';
import { Say, say } from './words';

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
          <Say id="capture.ready.check" values={{ number: pageToCheck }} components={{ 0: <strong /> }} />
        </span>
      ) : file ? (
        <>
          <Say
            id="capture.ready.file"
            values={{ filename: file.filename, size: formatBytes(file.bytes.length) }}
            components={{ 0: <strong />, 1: <span className="capture__size" /> }}
          />
          {pageCount > 1 ? say('capture.ready.pages', { count: pageCount }) : ''}
        </>
      ) : (
        <span className="muted">{say('capture.ready.nothing')}</span>
      )}
    </p>
  );
}
