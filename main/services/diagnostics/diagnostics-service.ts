import type { KioskOptions } from '../../../shared/contract/kiosk-options';
import type { UpdateStatus } from '../../../shared/contract/updates';
import { appVersion } from '../../core/app-version';
import { scrub } from '../../core/log-scrub';
import type { Logger } from '../../core/logger';
import type { KeychainAvailability } from '../../credentials/keychain-availability';
import type { Profile } from '../../credentials/profiles';
import type { SecureStore } from '../../credentials/secure-store';
import type { OutboxService } from '../outbox-service';
import type { AdministratorGuard } from '../administration/administrator-guard';
import { diagnosticsFileName, diagnosticsKind, diagnosticsReport, type DiagnosticsReport } from './diagnostics-report';
import type { FuseReading } from './electron-fuses';
import { keychainState } from './keychain-state';
import { lastLogLines } from './log-tail';
import { operatingSystem, runtimeVersions } from './runtime-facts';

/** The product's name, as the installers call it (electron-builder.yml's productName). */
export const appName = 'Finance Kiosk';

export interface DiagnosticsSources {
  guard: AdministratorGuard;
  /** Every staff profile, and which is in use (names and places: K1). */
  profiles: () => Promise<readonly Profile[]>;
  profileInUse: () => string | undefined;
  outbox: Pick<OutboxService, 'countsOf'>;
  keychain: SecureStore;
  keychainAvailability: KeychainAvailability;
  options: () => Promise<KioskOptions>;
  /** K13: the updates as they stand. */
  updateStatus: () => UpdateStatus;
  /** The running binary's fuses (electron-fuses.ts); the seam main's entry fills when packaged. */
  readFuses: () => Promise<FuseReading>;
  /** Where the logger writes: `<userData>/logs`. */
  logFolder: string;
  now: () => number;
  log: Logger;
}

/**
 * K12: Administration's "Export diagnostics": one JSON file for whoever supports the kiosk. An administrator's, with
 * the staff PIN again (K9). Counts, states, versions and the scrubbed log only: no customer, no secret (K1).
 */
export class DiagnosticsService {
  readonly #sources: DiagnosticsSources;

  constructor(sources: DiagnosticsSources) {
    this.#sources = sources;
  }

  async export(pin: string): Promise<{ fileName: string; text: string }> {
    await this.#sources.guard.allowChange(pin);
    const report = await this.gather();
    // Every string once more through the log's scrub: an email or a token-like run in any field goes (K12).
    const text = `${JSON.stringify(scrubStrings(diagnosticsReport.parse(report)), null, 2)}\n`;
    this.#sources.log.info('diagnostics: exported', { profiles: report.profiles.length, logLines: report.log.lines.length });
    return { fileName: diagnosticsFileName(this.#sources.now()), text };
  }

  /** What the file holds, gathered now (K12's list, in its order). */
  async gather(): Promise<DiagnosticsReport> {
    const sources = this.#sources;
    const inUse = sources.profileInUse();
    const profiles = await Promise.all(
      (await sources.profiles()).map(async (profile) => ({
        id: profile.id,
        displayName: profile.displayName,
        environment: profile.environment.kind,
        branch: { accountId: profile.accountId, name: profile.accountName },
        role: profile.role ?? ('unknown' as const),
        inUse: profile.id === inUse,
        outbox: await sources.outbox.countsOf(profile).catch((error: unknown) => ({ notCounted: plainFailure(error) })),
      })),
    );
    return {
      kind: diagnosticsKind,
      version: 1,
      createdAt: new Date(sources.now()).toISOString(),
      app: { name: appName, version: appVersion },
      runtime: runtimeVersions(),
      os: operatingSystem(),
      fuses: await sources.readFuses(),
      keychain: keychainState(sources.keychain, sources.keychainAvailability),
      kioskOptions: optionsForSupport(await sources.options()),
      updates: sources.updateStatus(),
      profiles,
      log: await lastLogLines(sources.logFolder),
    };
  }
}

function plainFailure(error: unknown): string {
  return `It could not be counted: ${error instanceof Error ? error.message : String(error)}`;
}

function scrubStrings<T>(value: T): T {
  if (typeof value === 'string') return scrub(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubStrings(item)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubStrings(item)])) as T;
  return value;
}

/** The options as support needs them: the branch's details only named as set or not (issue 38 item 7). */
function optionsForSupport({ branch, ...options }: KioskOptions) {
  return { ...options, branchDetailsSet: Object.entries(branch).flatMap(([name, value]) => (value === '' ? [] : [name])) };
}
