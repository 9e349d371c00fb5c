import { arch, freemem, platform, release, totalmem, version } from 'node:os';

// K12: what the kiosk runs on, for whoever supports it: the versions of its runtime and the computer's OS and memory.

export interface RuntimeVersions {
  /** `electron`: the installed app; `browser`: the browser host, whose screens run in whatever Chromium opened them. */
  host: 'electron' | 'browser';
  electron: string | null;
  chromium: string | null;
  node: string;
  v8: string;
  /** Plain words when something is missing, and why. */
  note?: string;
}

export interface OperatingSystem {
  platform: string;
  release: string;
  /** The kernel's or Windows' own description of its build. */
  version: string;
  arch: string;
  totalMemoryBytes: number;
  freeMemoryBytes: number;
  /** This process's resident memory. */
  kioskMemoryBytes: number;
}

/** Electron adds its own and Chromium's versions to Node's (process.versions); the browser host has neither. */
export function runtimeVersions(versions: NodeJS.ProcessVersions = process.versions): RuntimeVersions {
  const electron = versions['electron'];
  const chromium = versions['chrome'];
  const common = { node: versions.node, v8: versions.v8 };
  if (electron === undefined)
    return {
      host: 'browser',
      electron: null,
      chromium: null,
      ...common,
      note: 'The browser host: there is no Electron here, and the screens run in whichever browser opened them.',
    };
  return { host: 'electron', electron, chromium: chromium ?? null, ...common };
}

export function operatingSystem(): OperatingSystem {
  return {
    platform: platform(),
    release: release(),
    version: version(),
    arch: arch(),
    totalMemoryBytes: totalmem(),
    freeMemoryBytes: freemem(),
    kioskMemoryBytes: process.memoryUsage.rss(),
  };
}
