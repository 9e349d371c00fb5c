import { useState } from 'react';

/**
 * True from the first render where `open` is, and from then on: a dialog loaded on demand is fetched when first asked
 * for and then stays mounted, so its later openings and closings (focus, state kept between) are an eager one's.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set while rendering rather than in an effect (react.dev "Adjusting some state when a prop changes").
  if (open && !opened) setOpened(true);
  return opened || open;
}
