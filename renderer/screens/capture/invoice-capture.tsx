import { useId, useState } from 'react';
import type { ApplicationDocumentType } from '../../../shared/enums';
import type { ApplicationDocument } from '../../../shared/wire/applications';
import { rotatedJpeg } from '../../capture/rotate';
import { CameraView } from './camera-view';
import { DocumentTypeSelect } from './document-type-select';
import { FileChooser } from './file-chooser';
import { HandsFreeStatus } from './hands-free-status';
import { HandsFreeToggle } from './hands-free-toggle';
import { PageStrip } from './page-strip';
import { ReadyToSend } from './ready-to-send';
import { UploadStatus } from './upload-status';
import { useCamera } from './use-camera';
import { needsALook, useCapturedPages } from './use-captured-pages';
import { useChosenFile } from './use-chosen-file';
import { useDocumentUpload } from './use-document-upload';
import { useHandsFree } from './use-hands-free';
import { usePreparedFile } from './use-prepared-file';
import './invoice-capture.css';
import { Say, say } from './words';

export interface InvoiceCaptureProps {
  applicationId: string;
  onUploaded?: (document: ApplicationDocument) => void;
}

/** Photograph an invoice's pages (or choose a file) and send them to the application as one document (D16). */
export function InvoiceCapture({ applicationId, onUploaded }: InvoiceCaptureProps) {
  const id = useId();
  const { state: camera, capturing, videoRef, grab } = useCamera();
  const { pages, add, replace, adjust, rotate, keepAsItIs, move, remove, clear } = useCapturedPages();
  // A page being turned: the strip waits for it, so two quick presses make two turns, not one twice.
  const [turning, setTurning] = useState(false);
  const turned = async (change: () => Promise<void>) => {
    setTurning(true);
    try {
      await change();
    } finally {
      setTurning(false);
    }
  };
  const { chosen, problem, choose, clear: unchoose } = useChosenFile();
  const [type, setType] = useState<ApplicationDocumentType>('INVOICE');
  const prepared = usePreparedFile(pages, chosen, type);
  const { upload, send, reset } = useDocumentUpload(applicationId);
  const working = upload.status === 'working';
  // A page warned about (blurred, too dark) is retaken or kept with Send anyway before anything is sent.
  const waitingOn = chosen ? -1 : pages.findIndex(needsALook);

  const capture = async (retake?: number) => {
    reset();
    const page = await grab();
    if (!page) return;
    if (retake === undefined) add(page);
    else replace(retake, page);
  };
  const live = camera.status === 'live';
  const handsFree = useHandsFree({ videoRef, live, busy: capturing || working, onCapture: () => void capture() });

  const chooseFile = (file: File | undefined) => {
    reset();
    if (file) void choose(file);
  };

  const sendFile = async () => {
    const answer = await send(type, prepared.whenReady);
    if (!answer) return;
    // Queued or sent, the file is main's now (K8): nothing needs capturing again.
    clear();
    unchoose();
    if (answer.state === 'sent') onUploaded?.(answer.result);
  };

  return (
    <section className="card stack capture-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{say('capture.heading')}</h2>
      {/* The send bar sticks within this body, never over the heading above it. */}
      <div className="stack capture__body">
        <div className="grid-2 capture">
          <div className="capture__camera">
            <CameraView
              state={camera}
              videoRef={videoRef}
              busy={capturing || working}
              onCapture={() => void capture()}
              overlay={handsFree.on && <HandsFreeStatus state={handsFree.state} />}
              options={<HandsFreeToggle on={handsFree.on} onChange={handsFree.setOn} />}
            />
            <FileChooser problem={problem} disabled={working} onChoose={chooseFile} />
          </div>

          <div className="stack">
            <DocumentTypeSelect value={type} disabled={working} onChange={setType} />
            {chosen ? (
              <div className="row">
                <p>
                  <Say id="capture.chosenFile" values={{ filename: chosen.filename }} components={{ 0: <strong /> }} />
                </p>
                <button type="button" className="button button--quiet" disabled={working} onClick={unchoose}>
                  {say('capture.removeFile')}
                </button>
              </div>
            ) : (
              <PageStrip
                pages={pages}
                busy={working || turning}
                canRetake={live && !capturing}
                onMove={move}
                onRetake={(page) => void capture(page)}
                onKeep={keepAsItIs}
                onRotate={(page) => void turned(async () => rotate(page.id, await rotatedJpeg(page, 1)))}
                // Corners set again straighten the frame as taken: the page keeps the turns staff gave it.
                onAdjust={(id, adjusted) =>
                  void turned(async () => adjust(id, await rotatedJpeg(adjusted, pages.find((page) => page.id === id)?.turns ?? 0)))
                }
                onDelete={remove}
              />
            )}
          </div>
        </div>
        {/* Sticks to the bottom of the window while any of the card is in view, so Send is never below the fold. */}
        <div className="capture__send">
          <div className="capture__send-row spread">
            <ReadyToSend file={prepared.file} pageCount={chosen ? 0 : pages.length} pageToCheck={waitingOn < 0 ? null : waitingOn + 1} />
            <button
              type="button"
              className="button button--primary button--large"
              disabled={working || (!chosen && pages.length === 0) || waitingOn >= 0}
              onClick={() => void sendFile()}
            >
              {say('capture.send')}
            </button>
          </div>
          <UploadStatus upload={upload} />
        </div>
      </div>
    </section>
  );
}
