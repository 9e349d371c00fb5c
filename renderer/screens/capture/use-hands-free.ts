import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { nextHandsFree, startLooking, type HandsFree } from '../../capture/scan/held-still';
import { findPageCorners } from '../../capture/scan/page-corners';

/** How often the preview is looked at for a page: often enough for a smooth countdown, cheap at the search size. */
const lookEveryMs = 200;
/** The long side the preview is drawn at to look for the page: the size the scan searches at anyway. */
const lookLongSide = 480;
/** Hands-free is remembered for the kiosk's session (this window), not for ever. */
const rememberedAs = 'kiosk.capture.handsFree';

export interface HandsFreeCapture {
  on: boolean;
  setOn(on: boolean): void;
  /** What hands-free sees now: looking, holding (with the countdown), or the page just taken. */
  state: HandsFree;
}

interface HandsFreeOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The preview has shown a live frame (the black-frame guard): before that nothing is looked at or captured. */
  live: boolean;
  /** A capture or an upload is under way: hands-free waits. */
  busy: boolean;
  onCapture(): void;
}

/**
 * Hands-free capture (issue 27, point 5): while on, the preview is looked at a few times a second for a page, and a
 * page held still for about a second (held-still.ts) is captured by itself, once.
 */
export function useHandsFree({ videoRef, live, busy, onCapture }: HandsFreeOptions): HandsFreeCapture {
  const [on, setOnState] = useState(() => sessionStorage.getItem(rememberedAs) === 'on');
  const [state, setState] = useState<HandsFree>(startLooking);
  // Where the look had got to, kept across a capture's own pause so the page just taken is not new again after it.
  const latest = useRef<HandsFree>(startLooking);
  const capture = useRef(onCapture);
  useEffect(() => {
    capture.current = onCapture;
  });

  const setOn = useCallback((next: boolean) => {
    sessionStorage.setItem(rememberedAs, next ? 'on' : 'off');
    setOnState(next);
    latest.current = startLooking;
    setState(startLooking);
  }, []);

  useEffect(() => {
    if (!on || !live || busy) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let timer = 0;
    const look = () => {
      const video = videoRef.current;
      // Staff adjusting a page's corners in a dialog are not filming: nothing is captured behind it.
      if (context && video && video.videoWidth > 0 && !document.querySelector('dialog[open]')) {
        const scale = lookLongSide / Math.max(video.videoWidth, video.videoHeight);
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        const next = nextHandsFree(latest.current, { at: performance.now(), corners: findPageCorners(pixels), frame: canvas });
        latest.current = next;
        setState(next);
        if (next.kind === 'capture') capture.current();
      }
      timer = window.setTimeout(look, lookEveryMs);
    };
    timer = window.setTimeout(look, lookEveryMs);
    return () => window.clearTimeout(timer);
  }, [on, live, busy, videoRef]);

  return { on, setOn, state };
}
