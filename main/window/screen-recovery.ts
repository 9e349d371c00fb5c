// K11 and issue 25's recovery: screens that crashed or hung come back reloaded into the locked kiosk, never blank and
// never open, with why in the log. The window's events and its reload come through this seam, so tests drive them.

export interface RecoverableScreens {
  onGone(listener: (reason: string) => void): void;
  onUnresponsive(listener: () => void): void;
  /** Ends a hung renderer, so the reload starts a fresh one. */
  crash(): void;
  reload(): void;
}

/** `lockFirst` locks the kiosk (and logs why); the screens reload once it has, whether or not it could. */
export function recoverScreens(screens: RecoverableScreens, lockFirst: (reason: string) => Promise<void>): void {
  let recovering = false;
  const recover = (reason: string) => {
    // A hung renderer forcefully crashed reports 'gone' as well: one recovery, not two reloads.
    if (recovering) return;
    recovering = true;
    void lockFirst(reason)
      .catch(() => undefined)
      .finally(() => {
        recovering = false;
        screens.reload();
      });
  };
  screens.onGone((reason) => recover(`the screens stopped (${reason})`));
  screens.onUnresponsive(() => {
    recover('the screens stopped answering');
    screens.crash();
  });
}
