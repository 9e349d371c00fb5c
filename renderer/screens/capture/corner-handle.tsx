import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { cornerLabels, framePointFromShown, nudgedByKey, withCornerAt, type CornerName } from '../../capture/scan/corner-moves';
import type { Quad } from '../../capture/scan/geometry';
import { say } from './words';

interface CornerHandleProps {
  corner: CornerName;
  quad: Quad;
  frame: { width: number; height: number };
  /** The shown photo the handle sits on, to turn a pointer's place into a place on the frame. */
  photo: RefObject<HTMLDivElement | null>;
  /** The page's number as shown, 1 for the first. */
  number: number;
  describedBy: string;
  onMove(quad: Quad): void;
}

/** One corner of the page's outline: a 44 px control dragged by mouse or touch, or moved by the arrow keys (Shift: further). */
export function CornerHandle({ corner, quad, frame, photo, number, describedBy, onMove }: CornerHandleProps) {
  const at = quad[corner];

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    const box = photo.current?.getBoundingClientRect();
    if (!box || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const shown = { x: event.clientX - box.left, y: event.clientY - box.top };
    onMove(withCornerAt(quad, corner, framePointFromShown(shown, box, frame), frame));
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moved = nudgedByKey(quad, corner, event.key, event.shiftKey, frame);
    if (!moved) return;
    // The arrows move the corner, not the dialog's scroll.
    event.preventDefault();
    onMove(moved);
  };

  return (
    <button
      type="button"
      className="corner-handle"
      aria-label={say('capture.corners.handle', { corner: cornerLabels[corner], number })}
      aria-describedby={describedBy}
      style={{ left: `${(at.x / frame.width) * 100}%`, top: `${(at.y / frame.height) * 100}%` }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
      }}
      onPointerMove={follow}
      onKeyDown={nudge}
    />
  );
}
