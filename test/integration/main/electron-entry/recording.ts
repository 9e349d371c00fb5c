// What the stand-in for `electron` (fake-electron.ts) writes to: every call in order, and the few answers a test
// chooses (the single-instance lock, paths, when the app becomes ready). Shared through globalThis because the stand-in
// is bundled into the main bundle, a module of its own.

export interface RecordedCall {
  readonly api: string;
  readonly args: readonly unknown[];
}

export interface RecordingOptions {
  /** What app.requestSingleInstanceLock() answers: false when another kiosk already runs. */
  singleInstanceLock: boolean;
  userData: string;
  appPath: string;
  /** What BrowserWindow#isMinimized() answers (default false). */
  windowMinimized?: boolean;
  /** What powerMonitor.getSystemIdleTime() answers: seconds since anyone touched the laptop (default 0). */
  systemIdleSeconds?: number;
}

const key = Symbol.for('finance-kiosk.test.fake-electron');

export class Recording {
  readonly calls: RecordedCall[] = [];
  readonly ready: Promise<void>;
  #becomeReady: () => void = () => undefined;

  constructor(readonly options: RecordingOptions) {
    this.ready = new Promise((resolve) => (this.#becomeReady = resolve));
  }

  record(api: string, ...args: unknown[]): void {
    this.calls.push({ api, args });
  }

  /** Electron's 'ready': marked in the log, so what came before it can be told from what came after. */
  becomeReady(): void {
    this.record('(ready)');
    this.#becomeReady();
  }

  /** Where the next evaluation of the stand-in records. */
  install(): void {
    (globalThis as Record<symbol, unknown>)[key] = this;
  }
}

/** What the stand-in writes to; not `instanceof`, as the bundle holds its own copy of this module. */
export type RecordingSink = Pick<Recording, 'record' | 'ready' | 'options'>;

export function installedRecording(): RecordingSink {
  const recording = (globalThis as Record<symbol, Partial<RecordingSink> | undefined>)[key];
  if (typeof recording?.record !== 'function') throw new Error('No Recording installed for the electron stand-in');
  return recording as RecordingSink;
}
