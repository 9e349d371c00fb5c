import { formatBytes } from '../../capture/file-checks';
import { useUploadProgress, type UploadProgress } from '../../queries/outbox-cache';
import { useFollowedWrite } from '../../store/followed-write';
import { uploadSteps, type Upload } from './use-document-upload';
import { say } from './words';

/** Where the upload is: a progress bar and the step, the result, or the reason it failed (main's words as they are). */
export function UploadStatus({ upload }: { upload: Upload }) {
  const progress = useUploadProgress();
  const queuedId = upload.status === 'queued' ? upload.outboxId : null;
  const later = useFollowedWrite(queuedId === null ? null : { state: 'queued', outboxId: queuedId });
  if (upload.status === 'idle') return null;
  if (upload.status === 'queued' && later) {
    const sending = later.state === 'sending' && progress?.id === upload.outboxId ? progress : null;
    return (
      <div className="stack">
        {later.state === 'sending' && <Progress bytes={sending} step={2} />}
        {later.state === 'sent' && <Progress bytes={null} step={uploadSteps} />}
        <div role="status" aria-live="polite">
          {later.state === 'queued' && (
            <p className="notice notice--queued">{say('capture.upload.queued', { filename: upload.filename })}</p>
          )}
          {later.state === 'sending' && (
            <p className="notice notice--working">
              {sendingWords(sending, say('capture.upload.serviceBack', { filename: upload.filename }))}
            </p>
          )}
          {later.state === 'sent' && <p className="notice notice--done">{say('capture.upload.sent', { filename: upload.filename })}</p>}
          {later.state === 'unconfirmed' && (
            <p className="notice notice--queued">{say('capture.upload.unconfirmed', { filename: upload.filename })}</p>
          )}
          {later.state === 'withdrawn' && <p className="notice">{say('capture.upload.withdrawn', { filename: upload.filename })}</p>}
          {later.state === 'failed' && (
            <p className="notice notice--failed">{say('capture.upload.refused', { filename: upload.filename, message: later.message })}</p>
          )}
        </div>
      </div>
    );
  }
  const bytes = upload.status === 'working' && upload.step === 2 ? progress : null;
  return (
    <div className="stack">
      <Progress bytes={bytes} step={upload.status === 'working' ? upload.step : upload.status === 'done' ? uploadSteps : 0} />
      <div role="status" aria-live="polite">
        {upload.status === 'working' && <p className="notice notice--working">{sendingWords(bytes, upload.label)}</p>}
        {upload.status === 'done' && <p className="notice notice--done">{say('capture.upload.sent', { filename: upload.filename })}</p>}
        {upload.status === 'failed' && <p className="notice notice--failed">{upload.message}</p>}
      </div>
    </div>
  );
}

/** Real bytes when main reports them (`outbox:progress`); the steps (preparing, sending, sent) until then. */
function Progress({ bytes, step }: { bytes: UploadProgress | null; step: number }) {
  if (bytes && bytes.totalBytes > 0)
    return (
      <progress
        className="capture__progress"
        max={bytes.totalBytes}
        value={Math.min(bytes.sentBytes, bytes.totalBytes)}
        aria-label={say('capture.upload.progress')}
      />
    );
  return <progress className="capture__progress" max={uploadSteps} value={step} aria-label={say('capture.upload.progress')} />;
}

function sendingWords(bytes: UploadProgress | null, otherwise: string): string {
  return bytes && bytes.totalBytes > 0
    ? say('capture.upload.sendingBytes', { sent: formatBytes(bytes.sentBytes), total: formatBytes(bytes.totalBytes) })
    : otherwise;
}
