// K13 (no update mid-sale) and the display kept awake for a customer: is a customer being served right now?

export interface PresenceSignals {
  /** K6: the kiosk is in the customer's hands. */
  customerMode: boolean;
  locked: boolean;
  /** Seconds since anyone touched the laptop (the OS's own count), or null where the host cannot tell. */
  userIdleSeconds: number | null;
  /** K4: after this long untouched the screens let the customer's details go. */
  staffIdleSeconds: number;
}

export interface Presence {
  customerMode: boolean;
  /** Unlocked and touched within the idle limit (where idleness is unknown, unlocked is enough): maybe a sale. */
  screensInUse: boolean;
}

export function presenceOf(signals: PresenceSignals): Presence {
  const touchedLately = signals.userIdleSeconds === null || signals.userIdleSeconds < signals.staffIdleSeconds;
  return { customerMode: signals.customerMode, screensInUse: !signals.locked && touchedLately };
}

/** In customer mode, or the screens in use. */
export function customerBeingServed(presence: Presence): boolean {
  return presence.customerMode || presence.screensInUse;
}
