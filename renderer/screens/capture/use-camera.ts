import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { captureScannedJpeg, type ScannedJpegPage } from '../../capture/scan/scanned-capture';
import { say } from './words';

export type CameraState = { status: 'starting' } | { status: 'live' } | { status: 'off'; message: string };

export interface Camera {
  state: CameraState;
  /** A frame is being drawn and compressed. */
  capturing: boolean;
  /** For the preview's <video>. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The current frame's page, found, straightened and checked for blur and darkness, as a compressed JPEG; null when there is no frame. */
  grab(): Promise<ScannedJpegPage | null>;
}

const constraints: MediaStreamConstraints = {
  video: { width: { ideal: 1920 }, height: { ideal: 1080 }, facingMode: 'environment' },
  audio: false,
};

/** The kiosk's camera while the screen shows: started on mount, every track stopped on unmount. */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(() =>
    mediaDevices() ? { status: 'starting' } : { status: 'off', message: say('capture.camera.none') },
  );
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [capturing, setCapturing] = useState(false);

  // The camera is ours while this screen shows, and released (every track stopped) when it goes.
  useEffect(() => {
    const media = mediaDevices();
    if (!media) return;
    let granted: MediaStream | null = null;
    let gone = false;
    media.getUserMedia(constraints).then(
      (answer) => {
        if (gone) return stopTracks(answer);
        granted = answer;
        setStream(answer);
      },
      (error: unknown) => {
        if (!gone) setState({ status: 'off', message: cameraProblem(error) });
      },
    );
    return () => {
      gone = true;
      if (granted) stopTracks(granted);
    };
  }, []);

  // The preview shows the stream once both exist, and lets go of it when either goes. Live (Capture enabled) only once
  // the preview has shown a frame: before it plays, a capture would draw a black page.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    const stopWatching = whenFirstFrameShows(video, () => setState({ status: 'live' }));
    // Played, not left to autoplay: Chromium autoplays a muted video only once it is on screen, and the card opens below
    // the fold (issue 38). A refusal leaves it paused, so Capture stays off rather than take a black page.
    video.play().catch(() => undefined);
    return () => {
      stopWatching();
      video.srcObject = null;
    };
  }, [stream]);

  const grab = useCallback(async (): Promise<ScannedJpegPage | null> => {
    const video = videoRef.current;
    if (!video || !showsAFrame(video)) return null;
    setCapturing(true);
    try {
      return await captureScannedJpeg(video, video.videoWidth, video.videoHeight);
    } catch {
      setState({ status: 'off', message: say('capture.camera.stopped') });
      return null;
    } finally {
      setCapturing(false);
    }
  }, []);

  return { state, capturing, videoRef, grab };
}

/** Playing, with a frame of some size decoded: what a capture draws is a real picture. */
function showsAFrame(video: HTMLVideoElement): boolean {
  return !video.paused && video.videoWidth > 0 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
}

/**
 * Calls `shown` once the video presents a frame while playing (each presented frame is looked at, so a first frame
 * shown paused does not count); returns the stop.
 */
function whenFirstFrameShows(video: HTMLVideoElement, shown: () => void): () => void {
  let handle = 0;
  const look = () => {
    if (showsAFrame(video)) return shown();
    handle = video.requestVideoFrameCallback(look);
  };
  handle = video.requestVideoFrameCallback(look);
  return () => video.cancelVideoFrameCallback(handle);
}

function mediaDevices(): MediaDevices | null {
  const media = navigator.mediaDevices as MediaDevices | undefined;
  return media?.getUserMedia ? media : null;
}

function stopTracks(stream: MediaStream): void {
  stream.getTracks().forEach((track) => track.stop());
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return say('capture.camera.notAllowed');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return say('capture.camera.notFound');
  if (name === 'NotReadableError') return say('capture.camera.inUse');
  return say('capture.camera.couldNotStart');
}
