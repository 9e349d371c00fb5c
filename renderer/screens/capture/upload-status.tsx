import { formatBytes } from '../../capture/file-checks';
import { useFollowedWrite } from '../../store/followed-write';
import { useKiosk } from '../../store/kiosk-store';
import type { UploadProgress } from '../../store/outbox-slice';
import { uploadSteps, type Upload } from './use-document-upload';

/** Where the upload is: a progress bar and the step, the result, or the reason it failed (main's words as they are). */
export function UploadStatus({ upload }: { upload: Upload }) {
  const progress = useKiosk((state) => state.uploadProgress);
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
            <p className="notice notice--queued">
              Queued — {upload.filename} waits in this kiosk’s Outbox and goes to the application when the service is back. Nothing needs
              capturing again.
            </p>
          )}
          {later.state === 'sending' && (
            <p className="notice notice--working">{sendingWords(sending, `The service is back: sending ${upload.filename}…`)}</p>
          )}
          {later.state === 'sent' && <p className="notice notice--done">Sent: {upload.filename} is now on the application.</p>}
          {later.state === 'unconfirmed' && (
            <p className="notice notice--queued">
              This may have reached the provider. Check the Outbox before sending {upload.filename} again.
            </p>
          )}
          {later.state === 'failed' && (
            <p className="notice notice--failed">
              The provider refused {upload.filename}: {later.message}
            </p>
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
        {upload.status === 'done' && <p className="notice notice--done">Sent: {upload.filename} is now on the application.</p>}
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
        aria-label="Sending progress"
      />
    );
  return <progress className="capture__progress" max={uploadSteps} value={step} aria-label="Sending progress" />;
}

function sendingWords(bytes: UploadProgress | null, otherwise: string): string {
  return bytes && bytes.totalBytes > 0 ? `Sending ${formatBytes(bytes.sentBytes)} of ${formatBytes(bytes.totalBytes)}…` : otherwise;
}
