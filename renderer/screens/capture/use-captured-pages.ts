import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScannedJpegPage } from '../../capture/scan/scanned-capture';

/** A captured page with its thumbnail, an object URL this hook owns. */
export interface CapturedPage extends ScannedJpegPage {
  id: number;
  url: string;
  /** Send anyway was pressed on this page's warning: it goes as it is. */
  keptAsItIs: boolean;
  /** Quarter turns clockwise staff gave it (0–3): kept when its corners are set again. */
  turns: number;
}

/** The page's warning still waits for Retake or Send anyway. */
export function needsALook(page: CapturedPage): boolean {
  return page.check.problems.length > 0 && !page.keptAsItIs;
}

export interface CapturedPages {
  pages: readonly CapturedPage[];
  add(page: ScannedJpegPage): void;
  /** Puts `page` where the page `id` was (a retake). */
  replace(id: number, page: ScannedJpegPage): void;
  /** Page `id` straightened again from corners staff set: it keeps its place and its id, so focus returns to its card. */
  adjust(id: number, page: ScannedJpegPage): void;
  /** Page `id` turned a quarter clockwise (`page` is it turned): its place and id stay, as for adjust. */
  rotate(id: number, page: ScannedJpegPage): void;
  /** Send anyway: page `id` goes as it is, warning or not. */
  keepAsItIs(id: number): void;
  move(index: number, by: -1 | 1): void;
  remove(id: number): void;
  clear(): void;
}

/** The pages of one capture, in order, and the object URLs of their thumbnails. */
export function useCapturedPages(): CapturedPages {
  const [pages, setPages] = useState<readonly CapturedPage[]>([]);
  const nextId = useRef(1);
  const owned = useRef(new Set<string>());
  const mounted = useRef(false);

  // K4: every thumbnail URL is freed when the screen goes, and none is made after.
  useEffect(() => {
    const urls = owned.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  // A URL whose page is gone (deleted, retaken, sent, or a retake of a page deleted meanwhile) is freed once the change shows.
  useEffect(() => {
    const shown = new Set(pages.map((page) => page.url));
    for (const url of owned.current) {
      if (shown.has(url)) continue;
      URL.revokeObjectURL(url);
      owned.current.delete(url);
    }
  }, [pages]);

  const withThumbnail = useCallback((page: ScannedJpegPage): CapturedPage | null => {
    if (!mounted.current) return null;
    const url = URL.createObjectURL(new Blob([page.bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
    owned.current.add(url);
    return { ...page, id: nextId.current++, url, keptAsItIs: false, turns: 0 };
  }, []);

  const add = useCallback(
    (page: ScannedJpegPage) => {
      const captured = withThumbnail(page);
      if (captured) setPages((current) => [...current, captured]);
    },
    [withThumbnail],
  );

  const replace = useCallback(
    (id: number, page: ScannedJpegPage) => {
      const captured = withThumbnail(page);
      if (captured) setPages((current) => current.map((old) => (old.id === id ? captured : old)));
    },
    [withThumbnail],
  );

  const adjust = useCallback(
    (id: number, page: ScannedJpegPage) => {
      const captured = withThumbnail(page);
      if (captured) setPages((current) => current.map((old) => (old.id === id ? { ...captured, id, turns: old.turns } : old)));
    },
    [withThumbnail],
  );

  const rotate = useCallback(
    (id: number, page: ScannedJpegPage) => {
      const captured = withThumbnail(page);
      if (captured)
        setPages((current) =>
          current.map((old) => (old.id === id ? { ...captured, id, keptAsItIs: old.keptAsItIs, turns: (old.turns + 1) % 4 } : old)),
        );
    },
    [withThumbnail],
  );

  const move = useCallback(
    (index: number, by: -1 | 1) =>
      setPages((current) => {
        const next = [...current];
        const [page] = next.splice(index, 1);
        if (page) next.splice(index + by, 0, page);
        return next;
      }),
    [],
  );

  const keepAsItIs = useCallback(
    (id: number) => setPages((current) => current.map((page) => (page.id === id ? { ...page, keptAsItIs: true } : page))),
    [],
  );

  const remove = useCallback((id: number) => setPages((current) => current.filter((page) => page.id !== id)), []);
  const clear = useCallback(() => setPages([]), []);

  return { pages, add, replace, adjust, rotate, keepAsItIs, move, remove, clear };
}
