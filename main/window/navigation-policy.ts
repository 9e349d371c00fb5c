import { isSameOrigin } from './origin';

/** The window may only ever show our own pages: links elsewhere, javascript:, file: and data: URLs stay put. */
export function isAllowedNavigation(url: string, appOrigin: string): boolean {
  return isSameOrigin(url, appOrigin);
}

/** A kiosk never opens a second window or hands a link to the OS browser (ARCHITECTURE.md, window hardening). */
export function windowOpenDecision(): { action: 'deny' } {
  return { action: 'deny' };
}
