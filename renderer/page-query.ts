/**
 * The page's query (`?idle=5`, a checkout's return): none when main draws the first screen, which it does only for an
 * address without one (main/window/served-page.ts), so the server's render and the browser's hydration agree.
 */
export function pageQuery(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}
