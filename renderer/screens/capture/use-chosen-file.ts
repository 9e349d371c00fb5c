import { useCallback, useState } from 'react';
import { checkDocument, checkSize } from '../../capture/file-checks';
import type { PreparedFile } from '../../capture/prepare';
import { say } from './words';

export interface ChosenFile {
  /** The file to send instead of the captured pages, once it passed D16's checks. */
  chosen: PreparedFile | null;
  /** Why the last file chosen was refused, in plain words. */
  problem: string | null;
  choose(file: File): Promise<void>;
  clear(): void;
}

/** A file already on the kiosk, checked (D16) before it may be sent. */
export function useChosenFile(): ChosenFile {
  const [chosen, setChosen] = useState<PreparedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = useCallback(async (file: File) => {
    setChosen(null);
    // Too big is known from the size alone, before a byte is read.
    const tooBig = checkSize(file.size);
    if (tooBig && !tooBig.ok) return setProblem(say('capture.file.refused', { filename: file.name, problem: tooBig.message }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkDocument(file.name, bytes);
    if (!check.ok) return setProblem(say('capture.file.refused', { filename: file.name, problem: check.message }));
    setProblem(null);
    setChosen({ filename: file.name, bytes });
  }, []);

  const clear = useCallback(() => setChosen(null), []);

  return { chosen, problem, choose, clear };
}
