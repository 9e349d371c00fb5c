import { isSameOrigin } from '../core/origin';

/** IPC is answered only for our window's main frame on our origin, never a checkout iframe (Electron checklist 17). */
export function isTrustedIpcSender(frameUrl: string, isMainFrame: boolean, appOrigin: string): boolean {
  return isMainFrame && isSameOrigin(frameUrl, appOrigin);
}
