import type { Session } from 'electron';
import { permissionDecision } from './permission-policy';

/** Electron grants every permission by default; ours refuses all but the camera for our own pages. */
export function hardenSession(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(permissionDecision(permission, details.requestingUrl, appOrigin, mediaTypes));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    permissionDecision(permission, requestingOrigin, appOrigin, details.mediaType === undefined ? [] : [details.mediaType]),
  );
}
