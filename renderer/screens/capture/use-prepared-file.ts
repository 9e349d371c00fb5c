import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationDocumentType } from '../../../shared/enums';
import type { JpegPage } from '../../capture/pdf';
import { prepareCapture, type PreparedFile } from '../../capture/prepare';

export interface PreparedUpload {
  /** What Send would send, shown with its size before anyone presses it; null while there is nothing yet. */
  file: PreparedFile | null;
  /** The file Send sends: the chosen one, or the one built (or still being built) from the latest pages. Rejects when the pages could not be put together. */
  whenReady(): Promise<PreparedFile | null>;
}

/** The one file that will be sent: the chosen file as it is, or the pages as one JPEG or one PDF, built once per change. */
export function usePreparedFile(pages: readonly JpegPage[], chosen: PreparedFile | null, type: ApplicationDocumentType): PreparedUpload {
  const [built, setBuilt] = useState<PreparedFile | null>(null);
  const pending = useRef<Promise<PreparedFile | null>>(Promise.resolve(null));

  // No pages: the last build is forgotten, so it never shows for the next ones (set while rendering, not in an effect).
  if (pages.length === 0 && built !== null) setBuilt(null);

  // Built when the pages or the type change, and Send waits for this same build rather than making its own.
  useEffect(() => {
    if (chosen || pages.length === 0) {
      pending.current = Promise.resolve(chosen);
      return;
    }
    let current = true;
    const building = prepareCapture(pages, type);
    pending.current = building;
    building.then(
      (file) => current && setBuilt(file),
      () => current && setBuilt(null),
    );
    return () => {
      current = false;
    };
  }, [pages, chosen, type]);

  const whenReady = useCallback(() => pending.current, []);

  return { file: chosen ?? (pages.length > 0 ? built : null), whenReady };
}
