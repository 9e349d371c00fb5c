import { useEffect, useRef } from 'react';
import { cornerNames } from '../../capture/scan/corner-moves';
import { quadPoints, type Quad } from '../../capture/scan/geometry';
import type { RgbaImage } from '../../capture/scan/raster';
import { CornerHandle } from './corner-handle';

interface CornerEditorProps {
  frame: RgbaImage;
  quad: Quad;
  /** The page's number as shown, 1 for the first. */
  number: number;
  /** The id of the words that say how to move a corner. */
  describedBy: string;
  onChange(quad: Quad): void;
}

/** The photo as taken, the page's outline drawn over it, and a handle on each of its four corners. */
export function CornerEditor({ frame, quad, number, describedBy, onChange }: CornerEditorProps) {
  const photo = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const pixels = context.createImageData(frame.width, frame.height);
    pixels.data.set(frame.data);
    context.putImageData(pixels, 0, 0);
  }, [frame]);

  const outline = quadPoints(quad)
    .map((point) => `${point.x},${point.y}`)
    .join(' ');
  // As wide as the dialog allows, but never so tall that Done falls below the window.
  const width = `min(100%, calc(56vh * ${frame.width / frame.height}))`;

  return (
    <div ref={photo} className="corner-editor" style={{ width, aspectRatio: `${frame.width} / ${frame.height}` }}>
      <canvas
        ref={canvas}
        className="corner-editor__photo"
        width={frame.width}
        height={frame.height}
        role="img"
        aria-label={`Page ${number} as photographed, with its outline`}
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
