import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { maxDocumentBytes } from '../../../shared/documents';
import { applicationDocumentTypes, type ApplicationDocumentType } from '../../../shared/enums';
import type { ApplicationDocument } from '../../../shared/wire/applications';
import { captureJpeg } from '../../capture/compress';
import { checkDocument, checkSize, formatBytes } from '../../capture/file-checks';
import type { JpegPage } from '../../capture/pdf';
import { documentTypeNames, prepareCapture, uploadBody, type PreparedFile } from '../../capture/prepare';
import { kiosk } from '../../kiosk';
import './invoice-capture.css';

export interface InvoiceCaptureProps {
  applicationId: string;
  onUploaded?: (document: ApplicationDocument) => void;
}

interface CapturedPage extends JpegPage {
  id: number;
  url: string;
}

type Camera = { status: 'starting' } | { status: 'live' } | { status: 'off'; message: string };

type Upload =
  | { status: 'idle' }
  | { status: 'working'; step: 1 | 2 | 3; label: string }
  | { status: 'done'; filename: string }
  | { status: 'failed'; message: string };

const steps = 3;
const acceptedFiles = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Photograph an invoice's pages (or choose a file) and send them to the application as one document (D16). */
export function InvoiceCapture({ applicationId, onUploaded }: InvoiceCaptureProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pagesRef = useRef<CapturedPage[]>([]);
  const nextId = useRef(1);
  const [camera, setCamera] = useState<Camera>({ status: 'starting' });
  const [pages, setPages] = useState<CapturedPage[]>([]);
  const [chosen, setChosen] = useState<PreparedFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [type, setType] = useState<ApplicationDocumentType>('INVOICE');
  const [prepared, setPrepared] = useState<PreparedFile | null>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [capturing, setCapturing] = useState(false);
  const ids = useId();

  // The camera is ours while this screen shows, and released (every track stopped) when it goes.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media?.getUserMedia) {
      setCamera({ status: 'off', message: 'This kiosk has no camera it can use. You can still choose a file below.' });
      return;
    }
    media
      .getUserMedia({ video: { width: { ideal: 1920 }, height: { ideal: 1080 }, facingMode: 'environment' }, audio: false })
      .then((granted) => {
        if (gone) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        if (videoRef.current) videoRef.current.srcObject = granted;
      })
      .catch((error: unknown) => {
        if (!gone) setCamera({ status: 'off', message: cameraProblem(error) });
      });
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, []);

  // Thumbnails are object URLs: freed when their page goes, and all of them when the screen goes (K4).
  useEffect(() => {
    pagesRef.current = pages;
  }, [pages]);
  useEffect(() => () => pagesRef.current.forEach((page) => URL.revokeObjectURL(page.url)), []);

  // What will be sent, and its size, before anyone presses Send.
  useEffect(() => {
    let current = true;
    if (chosen) {
      setPrepared(chosen);
    } else if (pages.length === 0) {
      setPrepared(null);
    } else {
      prepareCapture(pages, type).then(
        (file) => current && setPrepared(file),
        () => current && setPrepared(null),
      );
    }
    return () => {
      current = false;
    };
  }, [pages, chosen, type]);

  const grab = useCallback(async (): Promise<CapturedPage | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const page = await captureJpeg(video, video.videoWidth, video.videoHeight);
    const url = URL.createObjectURL(new Blob([page.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
    return { ...page, id: nextId.current++, url };
  }, []);

  const capture = async (replace?: number) => {
    setCapturing(true);
    setUpload({ status: 'idle' });
    try {
      const page = await grab();
      if (!page) return;
      setPages((current) => {
        if (replace === undefined) return [...current, page];
        return current.map((old) => {
          if (old.id !== replace) return old;
          URL.revokeObjectURL(old.url);
          return page;
        });
      });
    } catch {
      setCamera({ status: 'off', message: 'The camera stopped giving pictures. You can still choose a file below.' });
    } finally {
      setCapturing(false);
    }
  };

  const move = (index: number, by: -1 | 1) =>
    setPages((current) => {
      const next = [...current];
      const [page] = next.splice(index, 1);
      if (page) next.splice(index + by, 0, page);
      return next;
    });

  const remove = (id: number) =>
    setPages((current) =>
      current.filter((page) => {
        if (page.id === id) URL.revokeObjectURL(page.url);
        return page.id !== id;
      }),
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    setUpload({ status: 'idle' });
    if (!file) return;
    setChosen(null);
    // Too big is known from the size alone, before a byte is read.
    const tooBig = checkSize(file.size);
    if (tooBig && !tooBig.ok) return setFileProblem(`${file.name}: ${tooBig.message}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkDocument(file.name, bytes);
    if (!check.ok) return setFileProblem(`${file.name}: ${check.message}`);
    setFileProblem(null);
    setChosen({ filename: file.name, bytes });
  };

  const send = async () => {
    setUpload({ status: 'working', step: 1, label: 'Preparing the file…' });
    const file = chosen ?? (pages.length > 0 ? await prepareCapture(pages, type) : null);
    if (!file) return setUpload({ status: 'failed', message: 'Capture a page or choose a file first.' });
    const body = uploadBody(applicationId, type, file);
    if (!body.ok) return setUpload({ status: 'failed', message: body.message });
    setUpload({ status: 'working', step: 2, label: `Sending ${formatBytes(file.bytes.length)}…` });
    const result = await kiosk().documents.upload(body.body);
    if (result.ok) return finished(result.data);
    if (result.error.code !== 'outcome-unknown') return setUpload({ status: 'failed', message: result.error.message });
    // K3: the answer was lost, so look for the document before anyone sends it again.
    setUpload({ status: 'working', step: 3, label: 'Checking whether it arrived…' });
    const listed = await kiosk().documents.list({ applicationId });
    const arrived = listed.ok ? listed.data.documents.find((document) => document.filename === file.filename) : undefined;
    if (arrived) return finished(arrived);
    setUpload({ status: 'failed', message: 'We could not tell whether the file arrived, and it is not on the application yet. Please send it again.' });
  };

  const finished = (document: ApplicationDocument) => {
    setUpload({ status: 'done', filename: document.filename });
    pages.forEach((page) => URL.revokeObjectURL(page.url));
    setPages([]);
    setChosen(null);
    onUploaded?.(document);
  };

  const working = upload.status === 'working';
  const progressValue = upload.status === 'working' ? upload.step : upload.status === 'done' ? steps : 0;

  return (
    <section className="card stack" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Add an invoice or form</h2>
      <div className="capture">
        <div className="capture__camera">
          {camera.status === 'off' ? (
            <div className="capture__video capture__video--off" role="alert">
              {camera.message}
            </div>
          ) : (
            <video
              ref={videoRef}
              className="capture__video"
              autoPlay
              muted
              playsInline
              aria-label="Camera preview"
              // Live only once a frame has a size: before that a capture would have nothing to draw.
              onLoadedMetadata={() => setCamera({ status: 'live' })}
            />
          )}
          <div className="row">
            <button type="button" className="button button--primary button--large" disabled={camera.status !== 'live' || capturing || working} onClick={() => void capture()}>
              Capture page
            </button>
            {camera.status === 'starting' && <span className="muted">Starting the camera…</span>}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-file`}>
              Or choose a file already on this kiosk
            </label>
            <span className="field__hint" id={`${ids}-file-hint`}>
              A PDF, JPEG or PNG of at most {formatBytes(maxDocumentBytes)}.
            </span>
            <input id={`${ids}-file`} className="input capture__file" type="file" accept={acceptedFiles} aria-describedby={`${ids}-file-hint`} disabled={working} onChange={(event) => void choose(event)} />
            {fileProblem && (
              <p className="notice notice--failed" role="alert">
                {fileProblem}
              </p>
            )}
          </div>
        </div>

        <div className="stack">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-type`}>
              What is it?
            </label>
            <select id={`${ids}-type`} className="select" value={type} disabled={working} onChange={(event) => setType(event.currentTarget.value as ApplicationDocumentType)}>
              {applicationDocumentTypes.map((value) => (
                <option key={value} value={value}>
                  {documentTypeNames[value]}
                </option>
              ))}
            </select>
          </div>

          {chosen ? (
            <div className="row">
              <p>
                Chosen file: <strong>{chosen.filename}</strong>
              </p>
              <button type="button" className="button button--quiet" disabled={working} onClick={() => setChosen(null)}>
                Remove file
              </button>
            </div>
          ) : pages.length === 0 ? (
            <p className="muted">No pages yet. Hold the invoice flat in front of the camera and press Capture page, once per page.</p>
          ) : (
            <ol className="capture__pages" aria-label="Captured pages">
              {pages.map((page, index) => (
                <li key={page.id} className="capture__page">
                  <img className="capture__thumb" src={page.url} alt={`Page ${index + 1}`} />
                  <div className="stack capture__tight">
                    <span>
                      Page {index + 1} <span className="muted small">({formatBytes(page.bytes.length)})</span>
                    </span>
                    <div className="capture__page-actions">
                      <button type="button" className="button button--quiet" aria-label={`Move page ${index + 1} up`} disabled={index === 0 || working} onClick={() => move(index, -1)}>
                        ↑
                      </button>
                      <button type="button" className="button button--quiet" aria-label={`Move page ${index + 1} down`} disabled={index === pages.length - 1 || working} onClick={() => move(index, 1)}>
                        ↓
                      </button>
                      <button type="button" className="button button--quiet" aria-label={`Retake page ${index + 1}`} disabled={camera.status !== 'live' || capturing || working} onClick={() => void capture(page.id)}>
                        Retake
                      </button>
                      <button type="button" className="button button--danger" aria-label={`Delete page ${index + 1}`} disabled={working} onClick={() => remove(page.id)}>
                        Delete
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}

          <p aria-live="polite">
            {prepared ? (
              <>
                Ready to send: <strong>{prepared.filename}</strong>, <span className="capture__size">{formatBytes(prepared.bytes.length)}</span>
                {!chosen && pages.length > 1 ? ` (${pages.length} pages in one PDF)` : ''}
              </>
            ) : (
              <span className="muted">Nothing to send yet.</span>
            )}
          </p>
          <button type="button" className="button button--primary button--large" disabled={working || (!chosen && pages.length === 0)} onClick={() => void send()}>
            Send to the application
          </button>
          {upload.status !== 'idle' && (
            <div className="stack capture__tight">
              <progress className="capture__progress" max={steps} value={progressValue} aria-label="Sending progress" />
              <div role="status" aria-live="polite">
                {upload.status === 'working' && <p className="notice notice--working">{upload.label}</p>}
                {upload.status === 'done' && <p className="notice notice--done">Sent: {upload.filename} is now on the application.</p>}
                {upload.status === 'failed' && <p className="notice notice--failed">{upload.message}</p>}
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'The camera is not allowed on this kiosk, so pages cannot be photographed here. You can still choose a file below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. You can still choose a file below.';
  if (name === 'NotReadableError') return 'The camera is in use by something else. Close it there, or choose a file below.';
  return 'The camera could not start. You can still choose a file below.';
}
