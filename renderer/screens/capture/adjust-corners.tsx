import { useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { outlinesAPage, wholeFrameQuad } from '../../capture/scan/corner-moves';
import type { Quad } from '../../capture/scan/geometry';
import { rescannedJpeg, type ScannedJpegPage } from '../../capture/scan/scanned-capture';
import { CornerEditor } from './corner-editor';
import { useFrameUrl } from './use-frame-url';
import type { CapturedPage } from './use-captured-pages';
import './adjust-corners.css';
import { say } from './words';

interface AdjustCornersProps {
  page: CapturedPage;
  /** The page's number as shown, 1 for the first. */
  number: number;
  busy: boolean;
  /** The page straightened again from the corners staff set. */
  onAdjusted(page: ScannedJpegPage): void;
}

/** Adjust corners on a page's card: the photo as taken with the page's outline, four handles to move, Done or Cancel. */
export function AdjustCorners({ page, number, busy, onAdjusted }: AdjustCornersProps) {
  const id = useId();
  const [quad, setQuad] = useState<Quad | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = quad !== null;
  const fits = quad !== null && outlinesAPage(quad);
  const frameUrl = useFrameUrl(open ? page.frame : null);

  const close = () => {
    setQuad(null);
    setFailed(false);
  };

  const done = async () => {
    if (!quad || !fits) return;
    setWorking(true);
    try {
      onAdjusted(await rescannedJpeg(page.frame, quad));
      close();
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--quiet capture__adjust"
        aria-label={say('capture.corners.adjustLabel', { number })}
        disabled={busy}
        // No page found: staff start from the whole photo, which is what is kept until they press Done.
        onClick={() => setQuad(page.corners ?? wholeFrameQuad(page.frame))}
      >
        {say('capture.corners.adjust')}
      </button>
      <ModalDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-how`} wide onClose={close}>
        {quad && (
          <div className="stack">
            <h2 id={`${id}-title`}>{say('capture.corners.heading', { number })}</h2>
            <p id={`${id}-how`}>{say('capture.corners.how')}</p>
            <CornerEditor frame={page.frame} frameUrl={frameUrl} quad={quad} number={number} describedBy={`${id}-how`} onChange={setQuad} />
            {!fits && (
              <p className="notice notice--queued" role="alert">
                {say('capture.corners.crossOver')}
              </p>
            )}
            {failed && (
              <p className="notice notice--queued" role="alert">
                {say('capture.corners.couldNotStraighten')}
              </p>
            )}
            <div className="row corner-editor__actions">
              <button type="button" className="button button--quiet" disabled={working} onClick={close}>
                {say('capture.corners.cancel')}
              </button>
              <button type="button" className="button button--primary" disabled={!fits || working} onClick={() => void done()}>
                {say(working ? 'capture.corners.straightening' : 'capture.corners.done')}
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
