import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { kioskOptions, type KioskOptions } from '../../shared/contract/kiosk-options';
import { defaultKioskOptions } from '../../shared/kiosk-option-defaults';
import { writeFileDurably } from '../../shared/node/durable-file';

export const kioskOptionsFileName = 'kiosk-options.json';

const optionsFile = z.object({ version: z.literal(1), options: kioskOptions });

/**
 * This kiosk's options in its user-data folder. A missing file is the defaults; one that cannot be read is the
 * defaults too, with the reason logged, as K4's 120 s is the safe choice and the kiosk must still start.
 */
export class KioskOptionsStore {
  readonly #path: string;
  readonly #warn: (message: string) => void;
  readonly #onWritten: (options: KioskOptions) => void;
  #latest: KioskOptions = defaultKioskOptions;

  /** `onWritten`: what the host does at once with options just saved (Electron: start at login). */
  constructor(userDataDir: string, warn: (message: string) => void, onWritten: (options: KioskOptions) => void = () => undefined) {
    this.#path = join(userDataDir, kioskOptionsFileName);
    this.#warn = warn;
    this.#onWritten = onWritten;
  }

  /** What was last read or written, for checks that run every few seconds (the hosted form's idle time). */
  get latest(): KioskOptions {
    return this.#latest;
  }

  async read(): Promise<KioskOptions> {
    this.#latest = await this.#readFile();
    return this.#latest;
  }

  async write(options: KioskOptions): Promise<KioskOptions> {
    await mkdir(dirname(this.#path), { recursive: true });
    const file = optionsFile.parse({ version: 1, options });
    await writeFileDurably(this.#path, `${JSON.stringify(file, null, 2)}\n`);
    this.#latest = file.options;
    this.#onWritten(this.#latest);
    return this.#latest;
  }

  async #readFile(): Promise<KioskOptions> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT'))
        this.#warn(`Could not read ${this.#path}, so the default kiosk options apply: ${String(error)}`);
      return defaultKioskOptions;
    }
    const parsed = optionsFile.safeParse(safeJson(text));
    if (parsed.success) return parsed.data.options;
    this.#warn(`${this.#path} does not hold valid kiosk options, so the defaults apply; it is left as it is.`);
    return defaultKioskOptions;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
