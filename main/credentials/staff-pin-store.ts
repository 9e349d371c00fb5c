import { newStaffPinPattern, newStaffPinRule } from '../../shared/staff-pin-rule';
import { KioskFailure } from '../core/kiosk-failure';
import type { CredentialVault } from './credential-vault';
import { hashStaffPin, staffPinMatches } from './staff-pin-hash';

/** What the lock needs of staff PINs; the PIN goes in, only yes or no comes out (K1). */
export interface StaffPins {
  isChosen(profileId: string): Promise<boolean>;
  /** Sets or replaces the profile's PIN; whoever calls has checked the old one. K15: refuses one shorter than 6 digits. */
  save(profileId: string, pin: string): Promise<void>;
  matches(profileId: string, pin: string): Promise<boolean>;
}

/** Each profile's own staff PIN, kept as a salted scrypt hash in the OS keychain through the vault (K1, K6). */
export class StaffPinStore implements StaffPins {
  readonly #vault: CredentialVault;

  constructor(vault: CredentialVault) {
    this.#vault = vault;
  }

  async isChosen(profileId: string): Promise<boolean> {
    return (await this.#vault.readStaffPinHash(profileId)) !== null;
  }

  async save(profileId: string, pin: string): Promise<void> {
    // K15: every way a PIN is chosen ends here, so none can choose a short one (the screens say the same words first).
    if (!newStaffPinPattern.test(pin)) throw new KioskFailure('invalid-input', newStaffPinRule);
    await this.#vault.saveStaffPinHash(profileId, await hashStaffPin(pin));
  }

  async matches(profileId: string, pin: string): Promise<boolean> {
    const stored = await this.#vault.readStaffPinHash(profileId);
    return stored !== null && staffPinMatches(pin, stored);
  }
}
