// K13: whether this install can update itself, and if not, why, in words for an administrator.

export interface InstallKind {
  /** Electron's app.isPackaged: false under `npm start`. */
  packaged: boolean;
  platform: NodeJS.Platform;
  /** Set by the AppImage runtime; a Linux install without it came from the .deb. */
  appImage: string | undefined;
}

/** Null when it can; otherwise the reason it cannot. */
export function whyNoUpdates(install: InstallKind): string | null {
  if (!install.packaged) return 'This kiosk runs from its project folder (npm start), not from an installer: update it from the project.';
  if (install.platform === 'linux' && !install.appImage)
    return 'This kiosk was installed from the .deb package: the laptop’s package manager updates it.';
  return null;
}
