import { useMemo } from 'react';
import { useWords } from '../../i18n/use-words';
import { qrMatrixOf, qrPathOf, qrQuietModules } from './apply-link-matrix';

/**
 * The apply link's QR, black on white with its quiet zone, drawn as one SVG path in module units: crisp at any size
 * (6 cm and more across on screen), and it prints without "background graphics".
 */
export function QrCode({ text, className }: { text: string; className: string }) {
  const matrix = useMemo(() => qrMatrixOf(text), [text]);
  const side = matrix.size + 2 * qrQuietModules;
  const words = useWords();
  return (
    <svg className={className} role="img" aria-label={words('qr.imageLabel')} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrPathOf(matrix)} fill="#000000" />
    </svg>
  );
}
