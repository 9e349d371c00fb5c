import type { Ref } from 'react';
import type { CameraState } from './use-camera';

interface CameraViewProps {
  state: CameraState;
  videoRef: Ref<HTMLVideoElement>;
  /** Capture page is unavailable: a capture or an upload is under way. */
  busy: boolean;
  onCapture(): void;
}

/** The live preview, or why there is none, and the Capture page button. */
export function CameraView({ state, videoRef, busy, onCapture }: CameraViewProps) {
  return (
    <>
      {state.status === 'off' ? (
        <div className="capture__video capture__video--off" role="alert">
          {state.message}
        </div>
      ) : (
        <video ref={videoRef} className="capture__video" autoPlay muted playsInline aria-label="Camera preview" />
      )}
      <div className="row">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={state.status !== 'live' || busy}
          onClick={onCapture}
        >
          Capture page
        </button>
        {state.status === 'starting' && <span className="muted">Starting the camera…</span>}
      </div>
    </>
  );
}
