import type { KioskServices } from './services/kiosk-services';
import { CredentialVault } from './credentials/credential-vault';
import { probeKeychain } from './credentials/keychain-availability';
import { keychainService } from './credentials/keychain-service';
import { openInstallation } from './credentials/installation';
import { LockFile } from './session/lock-file';
import { join } from 'node:path';
import type { SecureStore } from './credentials/secure-store';
import { StaffPinStore } from './credentials/staff-pin-store';
import { TrainingMode, type EmbeddedSandbox } from './training/training-mode';
import { administrationServices } from './services/administration/administration-services';
import { ApplicationService } from './services/application-service';
import { CalculatorService } from './services/calculator-service';
import { CalloutService } from './services/callout-service';
import { CheckoutService } from './services/checkout-service';
import { ContentService } from './services/content-service';
import { DashboardService } from './services/dashboard-service';
import { DocumentService } from './services/document-service';
import { HandOverService } from './services/hand-over-service';
import type { Logger } from './core/logger';
import { OutboxService } from './services/outbox-service';
import { PinLock } from './session/pin-lock';
import { ProfileSetupService } from './services/profile-setup-service';
import { QuoteService } from './services/quote-service';
import { QuotePdfService } from './services/quote-pdf-service';
import { SessionService } from './session/session-service';
import { TrainingService } from './services/training-service';
import type { ConnectVendor } from './core/vendor-port';
import { KioskEvents } from './ipc/kiosk-events';
import { KioskOptionsStore } from './settings/kiosk-options-store';
import { AdministratorGuard } from './services/administration/administrator-guard';
import { KioskSetUpService } from './services/kiosk-set-up-service';
import { KioskWatch } from './watch/kiosk-watch';
import { pushToScreens } from './ipc/screen-events';
import { ProfileKeys } from './services/profile-keys';
import { AppQuitService } from './services/app-quit-service';
import { serviceClock } from './services/service-clock';
import { realTimers, type Timers } from './core/timers';
import type { BackoffPolicy } from './outbox/connectivity-probe';
import type { JournalCompaction } from './outbox/journal-compaction';
import { CustomerIdleWatch, type CustomerIdleWatchOptions } from './window/customer-idle-watch';
import { idleWarningSeconds } from '../shared/idle-limits';
import { appVersion } from './core/app-version';
import { customerBeingServed, presenceOf } from './session/customer-presence';
import { UpdateKeeper } from './updates/update-keeper';
import type { Updater } from './updates/updater-port';
import type { KioskOptions } from '../shared/contract/kiosk-options';
import { UpdateService } from './services/update-service';
import { DiagnosticsService } from './services/diagnostics/diagnostics-service';
import { readFuses } from './services/diagnostics/electron-fuses';
import { NeedsYouService } from './services/needs-you-service';
import { raiseStatusAlerts } from './watch/status-alerts';
import type { StatusAlert } from '../shared/contract/alerts';

export interface KioskDependencies {
  /** Where staff profiles live (never credentials: K1). */
  userDataDir: string;
  /** The OS keychain; training falls back to memory when it is unavailable. */
  keychain: SecureStore;
  connectVendor: ConnectVendor;
  startTrainingSandbox: () => Promise<EmbeddedSandbox>;
  now: () => number;
  /** K15: the kiosk's own running time in ms (monotonic, which no one can set), for PIN pauses; tests pass their own. */
  monotonicNow?: () => number;
  log: Logger;
  /** Quits the app (Electron); the browser host has none, and stops where it was started. */
  quitApp?: () => void;
  /** The outbox's follow-ups and probes (K8); tests pass short waits. */
  timers?: Timers;
  outboxBackoff?: BackoffPolicy;
  /** K8: when the outbox journal is rewritten while running; the SIGKILL drills make it often and hold it mid-way. */
  outboxCompaction?: JournalCompaction;
  /** K13: electron-updater where the install can update itself; the browser host has none. */
  updater?: Updater;
  /** Seconds since anyone touched the laptop (Electron's powerMonitor); absent where the host cannot tell. */
  userIdleSeconds?: () => number;
  /** Lets the app quit without the staff PIN, for an update's restart (Electron). */
  allowQuit?: () => void;
  /** K12: the packaged app's own binary (Electron's process.execPath), whose fuses the diagnostics read back; absent when not packaged. */
  packagedExecutable?: string;
  /** Issue 38 item 7: where a quote's PDF is saved, the laptop's Downloads folder; without one, `downloads` in the user-data folder. */
  downloadsDir?: string;
  /** Opens the file manager with that file selected (Electron's shell.showItemInFolder); absent where the host cannot. */
  showItemInFolder?: (path: string) => void;
  /** What the host does with the kiosk's options at start and whenever they are saved (Electron: start at login). */
  applyOptions?: (options: KioskOptions) => void;
  /**
   * Issue 38 item 12: a status alert as the OS's notification (Electron), `open` when staff click it. Absent in the
   * browser host, whose screens show it as the browser's notification instead.
   */
  showStatusAlert?: (alert: StatusAlert, open: () => void) => void;
}

export interface Kiosk {
  services: KioskServices;
  /** What main pushes to the screens; each transport subscribes. */
  events: KioskEvents;
  /** Chooses the profile in use: the training one when asked, or on first start. Failures are logged, not thrown. */
  start(options: { training: boolean }): Promise<void>;
  /** On quit: deletes the service session (K2), then stops training's sandbox. */
  shutdown(): Promise<void>;
  /** K13 (no update mid-sale) and the display kept awake: is a customer being served now? */
  customerPresent(): boolean;
  /** K4, K6: the watch on the provider's form, for a customer who walked away; each host says where its pages are. */
  customerIdleWatch(pages: Pick<CustomerIdleWatchOptions, 'checkoutOrigin' | 'home'>): CustomerIdleWatch;
}

const browserHostUpdates = 'This kiosk runs in a web browser here, which cannot update it: install the kiosk from its installer.';

/** The use cases behind the contract, wired once for Electron and for the browser host alike. */
export async function createKiosk(dependencies: KioskDependencies): Promise<Kiosk> {
  const { userDataDir, keychain, connectVendor, startTrainingSandbox, now, log } = dependencies;
  // K15: the folder's installation first; a copied or foreign folder stops the start here, with one line that says why.
  const installation = await openInstallation({
    userDataDir,
    keychain,
    keychainAvailability: await probeKeychain(keychain, keychainService('training')),
  });
  const keychainAvailability = installation.keychain;
  // One line: what is missing, what the kiosk does instead, and (in the reason) how to get the keychain.
  if (!keychainAvailability.available) {
    log.warn(
      `No OS keychain, so training keeps its keys in memory and profiles for a real service cannot be set up: ${keychainAvailability.reason}`,
    );
  }
  const vault = new CredentialVault({ userDataDir, keychain, installation, log });
  const trainingMode = new TrainingMode({ vault, connectVendor, startSandbox: startTrainingSandbox });
  const pins = new StaffPinStore(vault);
  const timers = dependencies.timers ?? realTimers;
  // K11, K15: the lock record beside the profiles, sealed by the installation, its pauses on the kiosk's running time too.
  const lock = new PinLock({
    pins,
    store: new LockFile(userDataDir, installation),
    now,
    monotonicNow: dependencies.monotonicNow ?? (() => performance.now()),
    timers,
    log,
  });
  const session = new SessionService({
    vault,
    keychain: keychainAvailability,
    connectVendor,
    training: trainingMode,
    lock,
    pins,
    now,
    log,
  });
  const outbox = new OutboxService({
    session,
    userDataDir,
    keychain,
    keychainAvailability,
    installation,
    now,
    timers,
    log,
    backoff: dependencies.outboxBackoff,
    compaction: dependencies.outboxCompaction,
  });
  const applications = new ApplicationService(session, outbox);
  const calculator = new CalculatorService(session);
  const watch = new KioskWatch({ applications, now, log });
  const events = new KioskEvents({ log });
  const keys = new ProfileKeys({ session, vault, training: trainingMode, now, log });
  // Status tracking follows the profile in use: training's webhooks verified with the branch's private key (D25, D26).
  const followProfile = () => void keys.trainingWatchTarget().then((training) => watch.follow(training));
  const quotes = new QuoteService(session, outbox, calculator);
  const handOver = new HandOverService(session);
  const checkout = new CheckoutService(session, () => keys.inUse(), {
    quoteId: () => handOver.read().handOver?.quote?.id ?? null,
    // K10: the customer's outcome stands whatever becomes of this; the log says when it could not be written down.
    applied: (quoteId, applicationId) =>
      quotes
        .appliedAtKiosk(quoteId, applicationId)
        .catch((error: unknown) => log.error('K10: the applied quote was not written down', error)),
  });
  const kioskOptions = new KioskOptionsStore(userDataDir, (message) => log.warn(message), dependencies.applyOptions);
  const presence = () =>
    presenceOf({
      customerMode: session.customerMode,
      locked: session.status().locked,
      userIdleSeconds: dependencies.userIdleSeconds?.() ?? null,
      staffIdleSeconds: kioskOptions.latest.staffIdleSeconds,
    });
  const updates = new UpdateKeeper({
    updater: dependencies.updater ?? { supported: false, reason: browserHostUpdates },
    currentVersion: appVersion,
    options: () => kioskOptions.latest,
    presence,
    // Read only: a profile's outbox that cannot be read (no key) holds nothing this kiosk could send anyway.
    somethingUnsent: async () => {
      for (const profile of await vault.listProfiles()) {
        const counts = await outbox.countsOf(profile);
        if ('unsent' in counts && counts.unsent > 0) return true;
      }
      return false;
    },
    now,
    timers: dependencies.timers ?? realTimers,
    log,
    allowQuit: dependencies.allowQuit ?? (() => undefined),
  });
  const documents = new DocumentService(session, outbox);
  const needsYou = new NeedsYouService({
    onRead: (listener) => watch.onRead(listener),
    watches: (application) => watch.watches(application),
    records: () => outbox.entries(),
    onRecordsChanged: (listener) => outbox.on('changed', () => listener()),
    onProfileChange: (listener) => session.onProfileChange(listener),
    documents: async (applicationId) => (await documents.list(applicationId)).documents,
    log,
  });
  const { showStatusAlert } = dependencies;
  raiseStatusAlerts({
    onChange: (listener) => watch.onChange(listener),
    locked: () => session.status().locked,
    show: showStatusAlert
      ? (alert) => showStatusAlert(alert, () => events.emit('alerts:opened', { applicationId: alert.applicationId }))
      : (alert) => events.emit('alerts:raised', alert),
    log,
  });
  pushToScreens({ watch, session, outbox, updates, needsYou }, events);
  const administration = administrationServices({
    session,
    vault,
    log,
    returnUrl: () => checkout.returnUrl(),
    keysInUse: () => keys.inUse(),
    onKeysChanged: followProfile,
    receiverUrl: () => watch.webhookUrl,
  });
  return {
    services: {
      session,
      profiles: new ProfileSetupService({ vault, session, connectVendor, now, kioskOptions, outbox, pins }),
      calculator,
      quotes,
      callouts: new CalloutService(session, outbox),
      checkout,
      handOver,
      applications,
      documents,
      content: new ContentService(session),
      training: new TrainingService(session, trainingMode),
      watch,
      outbox,
      administration,
      kioskSetUp: new KioskSetUpService({ session, guard: new AdministratorGuard(session), options: kioskOptions }),
      quotePdf: new QuotePdfService({
        folder: dependencies.downloadsDir ?? join(userDataDir, 'downloads'),
        showItemInFolder: dependencies.showItemInFolder,
      }),
      dashboard: new DashboardService(session, serviceClock(session, trainingMode, now), () => outbox.entries()),
      needsYou,
      appQuit: new AppQuitService(session, dependencies.quitApp),
      updates: new UpdateService(updates, new AdministratorGuard(session)),
      diagnostics: new DiagnosticsService({
        guard: new AdministratorGuard(session),
        profiles: () => vault.listProfiles(),
        profileInUse: () => session.status().profile?.id,
        outbox,
        keychain,
        keychainAvailability,
        options: () => kioskOptions.read(),
        updateStatus: () => updates.status,
        readFuses: () => readFuses(dependencies.packagedExecutable),
        logFolder: join(userDataDir, 'logs'),
        now,
        log,
      }),
    },
    events,
    start: async (options) => {
      await session.start(options).catch((error: unknown) => log.error('Could not choose a staff profile at start', error));
      await watch.start(await keys.trainingWatchTarget());
      // From now on, each change of profile moves status tracking with it (training's webhooks on or off).
      session.onProfileChange(followProfile);
      dependencies.applyOptions?.(await kioskOptions.read());
      updates.start();
    },
    customerPresent: () => customerBeingServed(presence()),
    customerIdleWatch: (pages) =>
      new CustomerIdleWatch({
        ...pages,
        limitSeconds: () => kioskOptions.latest.customerIdleSeconds,
        warningSeconds: idleWarningSeconds,
        onIdle: () => handOver.forget(),
        now,
        timers: dependencies.timers ?? realTimers,
        log,
      }),
    shutdown: async () => {
      updates.stop();
      // First: the training webhook is deleted while the sandbox still runs.
      await watch.stop();
      // The outbox's follow-ups finish before the session goes (K8, K2).
      await outbox.close();
      await session.shutdown();
      await trainingMode.close();
    },
  };
}
