// K12: the Electron fuses as the running binary holds them (electron-builder.yml flips them when the installer is
// built), read back with @electron/fuses, so support sees what this laptop really runs rather than what was meant.

/** `not set`: left as Electron built it; a byte @electron/fuses does not know is named as it is. */
export type FuseSetting = 'on' | 'off' | 'removed' | 'not set' | `unknown (${number})`;

export type FuseReading = { read: true; wireVersion: string; fuses: Record<string, FuseSetting> } | { read: false; reason: string };

export const notPackaged: FuseReading = {
  read: false,
  reason: 'Not packaged: fuses are set when the installer is built, so this run has Electron’s defaults (or no Electron at all).',
};

// @electron/fuses' FuseState bytes (dist/constants.d.ts).
const settings: Readonly<Record<number, FuseSetting>> = { 48: 'off', 49: 'on', 114: 'removed', 144: 'not set' };

/**
 * `executable`: the packaged app's own binary (process.execPath); undefined when not packaged. Loaded only when asked:
 * the package reads the whole binary, which nothing else at start-up needs. Never throws: a failure is the reading.
 */
export async function readFuses(executable: string | undefined): Promise<FuseReading> {
  if (executable === undefined) return notPackaged;
  try {
    const fuses = await import('@electron/fuses');
    const wire: Record<string, unknown> = { ...(await fuses.getCurrentFuseWire(executable)) };
    const named: Record<string, FuseSetting> = {};
    for (const [index, state] of Object.entries(wire)) {
      if (!/^\d+$/.test(index)) continue;
      // A fuse newer than this copy of @electron/fuses has no name yet: its place in the wire says which it is.
      const name = fuses.FuseV1Options[Number(index)] ?? `fuse ${index}`;
      named[name] = typeof state === 'number' ? (settings[state] ?? `unknown (${state})`) : 'not set';
    }
    return { read: true, wireVersion: String(wire['version']), fuses: named };
  } catch (error) {
    return {
      read: false,
      reason: `The fuses could not be read from the running binary: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
