import { uploadSteps, type Upload } from './use-document-upload';

/** Where the upload is: a progress bar and the step, the result, or the reason it failed (main's words as they are). */
export function UploadStatus({ upload }: { upload: Upload }) {
  if (upload.status === 'idle') return null;
  const progress = upload.status === 'working' ? upload.step : upload.status === 'done' ? uploadSteps : 0;
  return (
    <div className="stack capture__tight">
      <progress className="capture__progress" max={uploadSteps} value={progress} aria-label="Sending progress" />
      <div role="status" aria-live="polite">
        {upload.status === 'working' && <p className="notice notice--working">{upload.label}</p>}
        {upload.status === 'done' && <p className="notice notice--done">Sent: {upload.filename} is now on the application.</p>}
        {upload.status === 'failed' && <p className="notice notice--failed">{upload.message}</p>}
      </div>
    </div>
  );
}
