import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readIfPresent, writeFileDurably } from '../../shared/node/durable-file';
import { FileStore } from './file-store';
import type { KeychainAvailability } from './keychain-availability';
import { deviceKeychainService } from './keychain-service';
import type { SecureStore } from './secure-store';

// K15: this kiosk's installation: a random id and the folder's real path at creation, sealed with a key that lives
// in the OS keychain under an account named by the id. Every keychain entry the kiosk writes is named with the id,
// so two folders never share one, and a folder copied elsewhere (another path, laptop or account) opens nothing.
// Folders from before K15 are not adopted (the kiosk was never released, 0.1.0): such a folder gets a new
// installation, and the records in it, sealed by none, are not believed.

export const installationFileName = 'installation.json';
/** Training without a keychain: the seal key and the witnesses, owner-only beside the records (K15). */
export const installationSecretsFileName = 'installation-secrets.json';

export interface Installation {
  /** 128 random bits, hex. */
  readonly id: string;
  /** The folder's real path, as it was when the installation was made. */
  readonly folder: string;
  /**
   * Where the seal key and the witnesses live: the OS keychain, or (training without one) an owner-only file beside
   * the records, which guards against damage, not a determined hand (K15).
   */
  readonly secrets: { readonly store: SecureStore; readonly service: string };
  /** The keychain as this installation may use it: one made without a keychain stays without one (K15). */
  readonly keychain: KeychainAvailability;
  /** HMAC-SHA256 of the parts with the seal key, hex. */
  seal(parts: readonly (string | number)[]): string;
  /** K15: a keychain account named with the installation id. */
  account(name: string): string;
}

const secretsPlaces = ['keychain', 'file'] as const;
const installationRecord = z.strictObject({
  installation: z.literal(1),
  id: z.string().regex(/^[0-9a-f]{32}$/),
  folder: z.string().min(1),
  secrets: z.enum(secretsPlaces),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
});
type InstallationRecord = z.infer<typeof installationRecord>;

/** Why a folder opens nothing; `message` is the one line the host prints and logs (K15). */
export class InstallationRefusedError extends Error {
  override readonly name = 'InstallationRefusedError';
  readonly code = 'installation-refused';
}

export interface OpenInstallationOptions {
  userDataDir: string;
  keychain: SecureStore;
  keychainAvailability: KeychainAvailability;
}

/** Opens the folder's installation, making one in a folder that has none; throws InstallationRefusedError. */
export async function openInstallation(options: OpenInstallationOptions): Promise<Installation> {
  await mkdir(options.userDataDir, { recursive: true });
  const folder = await realpath(options.userDataDir);
  const text = await readIfPresent(join(folder, installationFileName));
  if (text === undefined) return makeInstallation(folder, options);
  const parsed = installationRecord.safeParse(safeJson(text));
  if (!parsed.success) throw new InstallationRefusedError(refusals.changed(folder));
  const record = parsed.data;
  if (record.secrets === 'keychain' && !options.keychainAvailability.available)
    throw new InstallationRefusedError(refusals.keychainAway(folder, options.keychainAvailability.reason));
  const secrets = secretsOf(record.secrets, folder, options.keychain);
  const saved = await secrets.store.get(secrets.service, `${record.id}.${sealKeyAccount}`).catch((error: unknown) => {
    throw new InstallationRefusedError(refusals.keychainAway(folder, error instanceof Error ? error.message : String(error)));
  });
  const key = Buffer.from(saved?.trim() ?? '', 'base64');
  if (key.length !== keyBytes) throw new InstallationRefusedError(refusals.otherKeychain(folder));
  if (!sameMac(sealOf(key, recordParts(record)), record.mac)) throw new InstallationRefusedError(refusals.changed(folder));
  if (record.folder !== folder) throw new InstallationRefusedError(refusals.copied(folder, record.folder));
  return installationOf(record, key, secrets, options.keychainAvailability);
}

/** The one-line refusals (K15): what happened, and what to do. */
const refusals = {
  copied: (here: string, there: string) =>
    `This kiosk's folder ${here} was copied from ${there}, so it opens nothing here: use the kiosk's own folder, or start with an empty one.`,
  otherKeychain: (here: string) =>
    `This kiosk's folder ${here} was made on another computer or user account (its key is not in this keychain), so it opens nothing here: use the kiosk's own folder, or start with an empty one.`,
  changed: (here: string) =>
    `This kiosk's folder ${here} has an installation record (${installationFileName}) that was changed outside the kiosk, so it opens nothing: restore the kiosk's own folder, or start with an empty one.`,
  keychainAway: (here: string, reason: string) =>
    `This kiosk's folder ${here} keeps its keys in the OS keychain, which cannot be reached now, so it opens nothing: make the keychain available and start the kiosk again (${reason.replace(/\s+/g, ' ').trim()}).`,
};

const sealKeyAccount = 'seal-key';
const keyBytes = 32;

/** The key first, then the record: a crash between them leaves an unused key, never a record without one. */
async function makeInstallation(folder: string, options: OpenInstallationOptions): Promise<Installation> {
  const id = randomBytes(16).toString('hex');
  const key = randomBytes(keyBytes);
  const place: InstallationRecord['secrets'] = options.keychainAvailability.available ? 'keychain' : 'file';
  const secrets = secretsOf(place, folder, options.keychain);
  await secrets.store.set(secrets.service, `${id}.${sealKeyAccount}`, key.toString('base64'));
  const unsealed = { installation: 1 as const, id, folder, secrets: place };
  const record: InstallationRecord = { ...unsealed, mac: sealOf(key, recordParts(unsealed)) };
  await writeFileDurably(join(folder, installationFileName), `${JSON.stringify(record, null, 2)}\n`);
  return installationOf(record, key, secrets, options.keychainAvailability);
}

function installationOf(
  record: InstallationRecord,
  key: Buffer,
  secrets: Installation['secrets'],
  keychain: KeychainAvailability,
): Installation {
  return {
    id: record.id,
    folder: record.folder,
    secrets,
    // Sealed with a key in a file, its records would take a forged profile for a real service: training only (K15).
    keychain:
      record.secrets === 'file' && keychain.available
        ? {
            available: false,
            reason: 'This kiosk’s folder was set up without the OS keychain, so its records are sealed with a key in a file.',
            forStaff: folderWithoutKeychainForStaff,
          }
        : keychain,
    seal: (parts) => sealOf(key, parts),
    account: (name) => `${record.id}.${name}`,
  };
}

export const folderWithoutKeychainForStaff =
  'This kiosk’s folder was set up while the computer’s password store was not available, so profiles for the real service cannot be saved in it. ' +
  'Training works. To use real profiles, start the kiosk with an empty folder.';

function secretsOf(place: InstallationRecord['secrets'], folder: string, keychain: SecureStore): Installation['secrets'] {
  return place === 'keychain'
    ? { store: keychain, service: deviceKeychainService() }
    : { store: new FileStore(join(folder, installationSecretsFileName)), service: 'installation' };
}

function recordParts(record: Omit<InstallationRecord, 'mac'>): (string | number)[] {
  return ['finance-kiosk installation', record.installation, record.id, record.folder, record.secrets];
}

/** The parts as one JSON array, so no part can run into the next. */
function sealOf(key: Buffer, parts: readonly (string | number)[]): string {
  return createHmac('sha256', key).update(JSON.stringify(parts), 'utf8').digest('hex');
}

export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
