import { useEffect, useRef } from 'react';
import { formatBytes } from '../../capture/file-checks';
import type { ScannedJpegPage } from '../../capture/scan/scanned-capture';
import { AdjustCorners } from './adjust-corners';
import { PageWarning } from './page-warning';
import { needsALook, type CapturedPage } from './use-captured-pages';
import { Say, say } from './words';

interface PageStripProps {
  pages: readonly CapturedPage[];
  /** An upload is under way: the pages stay as they are. */
  busy: boolean;
  /** The camera can take a picture now. */
  canRetake: boolean;
  onMove(index: number, by: -1 | 1): void;
  onRetake(id: number): void;
  /** Send anyway, on a page the scan warned about. */
  onKeep(id: number): void;
  /** The page straightened again from corners staff set. */
  onAdjust(id: number, page: ScannedJpegPage): void;
  /** A quarter turn clockwise: a page photographed sideways goes upright. */
  onRotate(page: CapturedPage): void;
  onDelete(id: number): void;
}

/** The captured pages in order, left to right in a strip that scrolls on its own, so more pages never push Send away. */
export function PageStrip({ pages, busy, canRetake, onMove, onRetake, onKeep, onAdjust, onRotate, onDelete }: PageStripProps) {
  const newest = useRef<HTMLImageElement>(null);
  // Ids only grow, so the highest is the page taken last (a retake too).
  const newestId = pages.reduce((highest, page) => Math.max(highest, page.id), -1);
  const newestPage = pages.find((page) => page.id === newestId);
  const newestWarned = newestPage !== undefined && needsALook(newestPage);
  // The page just taken comes into view, in the strip and in the window (the root's scroll padding keeps it clear of
  // the send bar, issue 38); one with a warning brings its warning instead (PageWarning).
  useEffect(() => {
    if (newestId >= 0 && !newestWarned) newest.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [newestId, newestWarned]);
  if (pages.length === 0) return <p className="muted">{say('capture.pages.none')}</p>;
  return (
    <ol className="capture__pages" aria-label={say('capture.pages.label')}>
      {pages.map((page, index) => (
        <li key={page.id} className="capture__page">
          <img
            ref={page.id === newestId ? newest : undefined}
            className="capture__thumb"
            src={page.url}
            alt={say('capture.page.thumbnail', { number: index + 1 })}
          />
          <div className="stack">
            <span>
              <Say
                id="capture.page.heading"
                values={{ number: index + 1, size: formatBytes(page.bytes.length) }}
                components={{ 0: <span className="muted small" /> }}
              />
            </span>
            <PageWarning
              page={page}
              number={index + 1}
              canRetake={canRetake}
              busy={busy}
              onRetake={() => onRetake(page.id)}
              onKeep={() => onKeep(page.id)}
            />
            <div className="capture__page-actions">
              <button
                type="button"
                className="button button--quiet"
                aria-label={say('capture.page.earlier', { number: index + 1 })}
                disabled={index === 0 || busy}
                onClick={() => onMove(index, -1)}
              >
                {say('capture.page.moveEarlier')}
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={say('capture.page.later', { number: index + 1 })}
                disabled={index === pages.length - 1 || busy}
                onClick={() => onMove(index, 1)}
              >
                {say('capture.page.moveLater')}
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={say('capture.page.rotateLabel', { number: index + 1 })}
                disabled={busy}
                onClick={() => onRotate(page)}
              >
                {say('capture.page.rotate')}
              </button>
              {/* While its warning shows, Retake sits in the warning, next to the words that ask for it. */}
              {!needsALook(page) && (
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={say('capture.page.retakeLabel', { number: index + 1 })}
                  disabled={!canRetake || busy}
                  onClick={() => onRetake(page.id)}
                >
                  {say('capture.page.retake')}
                </button>
              )}
              <button
                type="button"
                className="button button--danger"
                aria-label={say('capture.page.deleteLabel', { number: index + 1 })}
                disabled={busy}
                onClick={() => onDelete(page.id)}
              >
                {say('capture.page.delete')}
              </button>
              <AdjustCorners page={page} number={index + 1} busy={busy} onAdjusted={(adjusted) => onAdjust(page.id, adjusted)} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
