import { useEffect, useRef } from 'react';
import { noPageFoundNote } from '../../capture/scan/scan-page';
import { needsALook, type CapturedPage } from './use-captured-pages';
import { say } from './words';

// The kept page's problems as one phrase: "looks blurred and looks too dark".
const both = new Intl.ListFormat('en-AU', { type: 'conjunction' });

interface PageWarningProps {
  page: CapturedPage;
  /** The page's number as shown, 1 for the first. */
  number: number;
  canRetake: boolean;
  busy: boolean;
  onRetake(): void;
  onKeep(): void;
}

/**
 * What the scan found wrong with a page, beside its thumbnail, before anything is sent: blurred or too
 * dark, with Retake (replaces this page) and Send anyway (keeps it as it is). Nothing is thrown away either way.
 */
export function PageWarning({ page, number, canRetake, busy, onRetake, onKeep }: PageWarningProps) {
  const { problems, pageFound } = page.check;
  const warning = useRef<HTMLDivElement>(null);
  const warned = needsALook(page);
  // A new warning is brought into view (the root's scroll padding keeps it clear of the send bar).
  useEffect(() => {
    if (warned) warning.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [warned]);
  return (
    <>
      {warned && (
        <div ref={warning} className="notice notice--queued capture__warning" role="alert">
          {problems.map((problem) => (
            <p key={problem.kind}>{problem.message}</p>
          ))}
          <div className="capture__warning-actions">
            <button
              type="button"
              className="button button--primary"
              aria-label={say('capture.page.retakeLabel', { number })}
              disabled={!canRetake || busy}
              onClick={onRetake}
            >
              {say('capture.page.retake')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={say('capture.warning.sendAnywayLabel', { number })}
              disabled={busy}
              onClick={onKeep}
            >
              {say('capture.warning.sendAnyway')}
            </button>
          </div>
        </div>
      )}
      {problems.length > 0 && page.keptAsItIs && (
        <p className="muted small">
          {say('capture.warning.kept', {
            problems: both.format(
              problems.map((problem) => say(problem.kind === 'blurred' ? 'capture.warning.blurred' : 'capture.warning.dark')),
            ),
          })}
        </p>
      )}
      {!pageFound && <p className="muted small">{noPageFoundNote}</p>}
    </>
  );
}
