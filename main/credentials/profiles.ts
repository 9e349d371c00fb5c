import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { userRoles } from '../../shared/enums';
import { writeFileDurably } from '../../shared/node/durable-file';

const environmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('training') }),
  z.object({ kind: z.literal('sandbox'), baseUrl: z.url({ protocol: /^https?$/ }) }),
  // Live credentials travel only over TLS.
  z.object({ kind: z.literal('live'), baseUrl: z.url({ protocol: /^https$/ }) }),
]);

// K1: names and which keychain entry only; parsing also strips anything else before it reaches the disk.
const profileSchema = z.object({
  id: z.string().min(1),
  displayName: z.string().trim().min(1),
  accountId: z.string().min(1),
  accountName: z.string(),
  environment: environmentSchema,
  keychainAccount: z.string().min(1),
  /** D10: the profile's user's role, as the service last showed it; absent until then (never a secret). */
  role: z.enum(userRoles).optional(),
  /** The service user the credentials belong to, when the kiosk knows it (made in Administration, or chosen at renewal). */
  userId: z.string().min(1).optional(),
});

const profilesFileSchema = z.object({ version: z.literal(1), profiles: z.array(profileSchema) });

export type KioskEnvironment = z.infer<typeof environmentSchema>;
export type Profile = z.infer<typeof profileSchema>;

export const profilesFileName = 'staff-profiles.json';

/** The profiles file exists but cannot be trusted; it is left untouched so nothing is lost. */
export class ProfilesFileError extends Error {
  override readonly name = 'ProfilesFileError';

  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(
      `The staff profiles file ${path} ${problem}. It has been left as it is: restore it from a backup, or move it aside to start with no profiles.`,
    );
  }
}

export async function readProfiles(userDataDir: string): Promise<Profile[]> {
  const path = join(userDataDir, profilesFileName);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProfilesFileError(path, 'is not valid JSON');
  }
  const parsed = profilesFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ProfilesFileError(path, `does not hold valid profiles:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.profiles;
}

export async function writeProfiles(userDataDir: string, profiles: readonly Profile[]): Promise<void> {
  await mkdir(userDataDir, { recursive: true });
  const file = profilesFileSchema.parse({ version: 1, profiles });
  await writeFileDurably(join(userDataDir, profilesFileName), `${JSON.stringify(file, null, 2)}\n`);
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
