import { useEffect, useState } from 'react';
import type { KeptFrame } from '../../capture/scan/scanned-capture';

/**
 * An object URL of the kept frame's JPEG while `frame` is given (Adjust corners is open), freed when it is not:
 * null until the JPEG, encoded after its page was listed, is ready.
 */
export function useFrameUrl(frame: KeptFrame | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!frame) return;
    let made: string | null = null;
    let closed = false;
    frame.jpeg.then(
      (jpeg) => {
        if (closed) return;
        made = URL.createObjectURL(jpeg);
        setUrl(made);
      },
      // A frame that could not be encoded shows no photo; Done then says the page could not be straightened.
      () => undefined,
    );
    return () => {
      closed = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [frame]);
  return url;
}
