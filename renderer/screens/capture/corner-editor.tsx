import { useRef } from 'react';
import { cornerNames } from '../../capture/scan/corner-moves';
import { quadPoints, type Quad } from '../../capture/scan/geometry';
import { CornerHandle } from './corner-handle';
import { say } from './words';

interface CornerEditorProps {
  frame: { width: number; height: number };
  /** The frame as taken, as an object URL; null for the moment its JPEG is still being made. */
  frameUrl: string | null;
  quad: Quad;
  /** The page's number as shown, 1 for the first. */
  number: number;
  /** The id of the words that say how to move a corner. */
  describedBy: string;
  onChange(quad: Quad): void;
}

/** The photo as taken, the page's outline drawn over it, and a handle on each of its four corners. */
export function CornerEditor({ frame, frameUrl, quad, number, describedBy, onChange }: CornerEditorProps) {
  const photo = useRef<HTMLDivElement>(null);

  const outline = quadPoints(quad)
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
  // As wide as the dialog allows, but never so tall that Done falls below the window.
  const width = `min(100%, calc(56vh * ${frame.width / frame.height}))`;

  return (
    <div ref={photo} className="corner-editor" style={{ width, aspectRatio: `${frame.width} / ${frame.height}` }}>
      <img
        className="corner-editor__photo"
        src={frameUrl ?? undefined}
        draggable={false}
        width={frame.width}
        height={frame.height}
        alt={say('capture.corners.photo', { number })}
      />
      <svg className="corner-editor__outline" viewBox={`0 0 ${frame.width} ${frame.height}`} preserveAspectRatio="none" aria-hidden="true">
        <polygon points={outline} vectorEffect="non-scaling-stroke" />
      </svg>
      {cornerNames.map((corner) => (
        <CornerHandle
          key={corner}
          corner={corner}
          quad={quad}
          frame={frame}
          photo={photo}
          number={number}
          describedBy={describedBy}
          onMove={onChange}
        />
      ))}
    </div>
  );
}
