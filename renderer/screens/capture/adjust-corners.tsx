import { useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { outlinesAPage, wholeFrameQuad } from '../../capture/scan/corner-moves';
import type { Quad } from '../../capture/scan/geometry';
import { rescannedJpeg, type ScannedJpegPage } from '../../capture/scan/scanned-capture';
import { CornerEditor } from './corner-editor';
import type { CapturedPage } from './use-captured-pages';
import './adjust-corners.css';

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
        aria-label={`Adjust corners of page ${number}`}
        disabled={busy}
        // No page found: staff start from the whole photo, which is what is kept until they press Done.
        onClick={() => setQuad(page.corners ?? wholeFrameQuad(page.frame))}
      >
        Adjust corners
      </button>
      <ModalDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-how`} wide onClose={close}>
        {quad && (
          <div className="stack">
            <h2 id={`${id}-title`}>Corners of page {number}</h2>
            <p id={`${id}-how`}>
              Put each corner on a corner of the paper: drag it, or choose it and use the arrow keys (hold Shift to move further). Done
              straightens the page again.
            </p>
            <CornerEditor
              frame={page.frame}
              frameUrl={page.frameUrl}
              quad={quad}
              number={number}
              describedBy={`${id}-how`}
              onChange={setQuad}
            />
            {!fits && (
              <p className="notice notice--queued" role="alert">
                The corners cross over. Move them so they go round the page.
              </p>
            )}
            {failed && (
              <p className="notice notice--queued" role="alert">
                The page could not be straightened from these corners. Move them a little and press Done again.
              </p>
            )}
            <div className="row corner-editor__actions">
              <button type="button" className="button button--quiet" disabled={working} onClick={close}>
                Cancel
              </button>
              <button type="button" className="button button--primary" disabled={!fits || working} onClick={() => void done()}>
                {working ? 'Straightening…' : 'Done'}
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
