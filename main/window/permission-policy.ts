import { isSameOrigin } from '../core/origin';

/**
 * True only for camera access (video alone) asked by our own pages; every other permission is refused,
 * because Electron's default is to grant everything (docs/house-plan.md, window hardening).
 * `requestingOrigin` may be an origin or a full URL; `mediaTypes` are Electron's details.mediaTypes.
 */
export function permissionDecision(
  permission: string,
  requestingOrigin: string,
  appOrigin: string,
  mediaTypes: readonly string[] = [],
): boolean {
  return (
    permission === 'media' &&
    mediaTypes.length > 0 &&
    mediaTypes.every((type) => type === 'video') &&
    isSameOrigin(requestingOrigin, appOrigin)
  );
}
