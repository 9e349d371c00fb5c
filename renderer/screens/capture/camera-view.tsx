import type { ReactNode, Ref } from 'react';
import type { CameraState } from './use-camera';
import { say } from './words';

interface CameraViewProps {
  state: CameraState;
  videoRef: Ref<HTMLVideoElement>;
  /** Capture page is unavailable: a capture or an upload is under way. */
  busy: boolean;
  onCapture(): void;
  /** Shown over the live preview (hands-free's countdown). */
  overlay?: ReactNode;
  /** Beside Capture page (the hands-free switch). */
  options?: ReactNode;
}

/** The live preview, or why there is none, and the Capture page button. */
export function CameraView({ state, videoRef, busy, onCapture, overlay, options }: CameraViewProps) {
  return (
    <>
      {state.status === 'off' ? (
        <div className="capture__video capture__video--off" role="alert">
          {state.message}
        </div>
      ) : (
        <div className="capture__preview">
          <video ref={videoRef} className="capture__video" autoPlay muted playsInline aria-label={say('capture.camera.preview')} />
          {state.status === 'live' && overlay}
        </div>
      )}
      <div className="row">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={state.status !== 'live' || busy}
          onClick={onCapture}
        >
          {say('capture.camera.capture')}
        </button>
        {state.status === 'starting' && <span className="muted">{say('capture.camera.starting')}</span>}
        {state.status !== 'off' && options}
      </div>
    </>
  );
}
