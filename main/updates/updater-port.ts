// K13: what main needs of an updater; electron-updater's adapter (electron-updater-port.ts) is the real one, and a
// build that cannot update itself (the browser host, an unpacked or .deb install) has none.

export type UpdaterEvent =
  | { kind: 'checking' }
  | { kind: 'available'; version: string }
  | { kind: 'not-available' }
  | { kind: 'progress'; percent: number }
  | { kind: 'downloaded'; version: string }
  | { kind: 'failed'; message: string };

export interface UpdaterPort {
  /** `stable` or `beta`: which feed the next check reads. */
  useChannel(channel: 'stable' | 'beta'): void;
  /** Looks for an update and, if there is one, downloads it in the background; events tell how it goes. */
  check(): Promise<void>;
  /** Quits and installs what was downloaded, then starts the kiosk again. */
  installAndRestart(): void;
  onEvent(listener: (event: UpdaterEvent) => void): void;
}

/** Why this build has no updater, in words for an administrator; or the updater itself. */
export type Updater = { supported: true; port: UpdaterPort } | { supported: false; reason: string };
