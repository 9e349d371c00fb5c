import { CredentialVault } from '../credentials/credential-vault';
import { probeKeychain } from '../credentials/keychain-availability';
import { keychainService } from '../credentials/keychain-service';
import type { SecureStore } from '../credentials/secure-store';
import { StaffPinStore } from '../credentials/staff-pin-store';
import { TrainingMode, type EmbeddedSandbox } from '../training/training-mode';
import { administrationServices, type AdministrationServices } from './administration/administration-services';
import { ApplicationService } from './application-service';
import { CalculatorService } from './calculator-service';
import { CalloutService } from './callout-service';
import { CheckoutService, type CheckoutKeys } from './checkout-service';
import { ContentService } from './content-service';
import { DashboardService } from './dashboard-service';
import { DocumentService } from './document-service';
import { HandOverService } from './hand-over-service';
import type { Logger } from './logger';
import { OutboxService } from './outbox-service';
import { PinLock } from './pin-lock';
import { ProfileSetupService } from './profile-setup-service';
import { QuoteService } from './quote-service';
import { SessionService } from './session-service';
import { TrainingService } from './training-service';
import type { ConnectVendor } from './vendor-port';
import { KioskEvents } from '../ipc/kiosk-events';
import { KioskOptionsStore } from '../settings/kiosk-options-store';
import { AdministratorGuard } from './administration/administrator-guard';
import { KioskSetUpService } from './kiosk-set-up-service';
import { KioskWatch, type TrainingWatchTarget } from '../watch/kiosk-watch';
import { pushStatusChanges } from '../watch/status-events';
import { realTimers, type Timers } from '../watch/timers';
import type { BackoffPolicy } from '../outbox/connectivity-probe';

export interface KioskServices {
  session: SessionService;
  profiles: ProfileSetupService;
  calculator: CalculatorService;
  quotes: QuoteService;
  callouts: CalloutService;
  checkout: CheckoutService;
  /** Customer mode's screen while locked (K6), in memory only (K4). */
  handOver: HandOverService;
  applications: ApplicationService;
  documents: DocumentService;
  content: ContentService;
  training: TrainingService;
  watch: KioskWatch;
  outbox: OutboxService;
  /** Issue 15: users, credentials, branches, checkout keys and webhooks, for ADMINISTRATOR profiles only (K9). */
  administration: AdministrationServices;
  /** Issue 16: this kiosk's options, and set-up files for the next laptop. */
  kioskSetUp: KioskSetUpService;
  /** Issue 17, item 4: the branch at a glance, from the service's own lists. */
  dashboard: DashboardService;
}

export interface KioskDependencies {
  /** Where staff profiles live (never credentials: K1). */
  userDataDir: string;
  /** The OS keychain; training falls back to memory when it is unavailable. */
  keychain: SecureStore;
  connectVendor: ConnectVendor;
  startTrainingSandbox: () => Promise<EmbeddedSandbox>;
  now: () => number;
  log: Logger;
  /** The outbox's follow-ups and probes (K8); tests pass short waits. */
  timers?: Timers;
  outboxBackoff?: BackoffPolicy;
}

export interface Kiosk {
  services: KioskServices;
  /** What main pushes to the screens; each transport subscribes. */
  events: KioskEvents;
  /** Chooses the profile in use: the training one when asked, or on first start. Failures are logged, not thrown. */
  start(options: { training: boolean }): Promise<void>;
  /** On quit: deletes the service session (K2), then stops training's sandbox. */
  shutdown(): Promise<void>;
}

/** The use cases behind the contract, wired once for Electron and for the browser host alike. */
export async function createKiosk(dependencies: KioskDependencies): Promise<Kiosk> {
  const { userDataDir, keychain, connectVendor, startTrainingSandbox, now, log } = dependencies;
  const keychainAvailability = await probeKeychain(keychain, keychainService('training'));
  // One line: what is missing, what the kiosk does instead, and (in the reason) how to get the keychain.
  if (!keychainAvailability.available) {
    log.warn(
      `No OS keychain, so training keeps its keys in memory and profiles for a real service cannot be set up: ${keychainAvailability.reason}`,
    );
  }
  const vault = new CredentialVault({ userDataDir, keychain, keychainAvailability });
  const trainingMode = new TrainingMode({ vault, connectVendor, startSandbox: startTrainingSandbox });
  const pins = new StaffPinStore(vault);
  const session = new SessionService({
    vault,
    keychain: keychainAvailability,
    connectVendor,
    training: trainingMode,
    lock: new PinLock(pins, now),
    pins,
    now,
    log,
  });
  const events = new KioskEvents({ log });
  const outbox = new OutboxService({
    session,
    userDataDir,
    keychain,
    keychainAvailability,
    events,
    now,
    timers: dependencies.timers ?? realTimers,
    log,
    backoff: dependencies.outboxBackoff,
  });
  const applications = new ApplicationService(session, outbox);
  const calculator = new CalculatorService(session);
  const watch = new KioskWatch({ applications, now, log });
  pushStatusChanges(watch, session, events);
  // Issue 15: keys set up in Administration come before the demo ones (D28), which a new private key replaces (D24).
  const trainingKeys = async (profileId: string): Promise<CheckoutKeys> => {
    const demo = await trainingMode.checkoutKeys();
    const saved = await vault.readCredentials(profileId).catch(() => null);
    return saved?.publicKey === undefined ? demo : { ...demo, publicKey: saved.publicKey, privateKey: saved.privateKey };
  };
  // Training: the sandbox's clock, its private key, and the training profile's (demo ADMINISTRATOR's) credentials.
  // Status tracking goes on without training's webhooks when its sandbox cannot be reached.
  const trainingTarget = async (): Promise<TrainingWatchTarget | null> => {
    const profile = session.status().profile;
    if (profile?.environment !== 'training') return null;
    try {
      const keys = await trainingKeys(profile.id);
      return { ...keys, accountId: profile.branch.accountId, credentials: () => vault.readCredentials(profile.id) };
    } catch (error) {
      log.error('Status tracking could not reach training', error);
      return null;
    }
  };
  // Training's keys come with its sandbox; another profile's are those its administrator saved (D23, K1).
  const checkoutKeys = async (): Promise<CheckoutKeys> => {
    const profile = session.profileInUse();
    if (profile.environment.kind === 'training') return trainingKeys(profile.id);
    const saved = await vault.readCredentials(profile.id);
    return { baseUrl: profile.environment.baseUrl, publicKey: saved?.publicKey, privateKey: saved?.privateKey, now };
  };
  const checkout = new CheckoutService(session, checkoutKeys);
  const kioskOptions = new KioskOptionsStore(userDataDir, (message) => log.warn(message));
  const administration = administrationServices({
    session,
    vault,
    log,
    returnUrl: () => checkout.returnUrl(),
    keysInUse: checkoutKeys,
    // Status tracking verifies training's webhooks with the branch's private key, which set-up replaces (D25, D26).
    onKeysChanged: () => void trainingTarget().then((training) => watch.follow(training)),
    receiverUrl: () => watch.webhookUrl,
  });
  return {
    services: {
      session,
      profiles: new ProfileSetupService({ vault, session, connectVendor, now, kioskOptions }),
      calculator,
      quotes: new QuoteService(session, outbox, calculator),
      callouts: new CalloutService(session, outbox),
      checkout,
      handOver: new HandOverService(session),
      applications,
      documents: new DocumentService(session, outbox),
      content: new ContentService(session),
      training: new TrainingService(session, trainingMode),
      watch,
      outbox,
      administration,
      kioskSetUp: new KioskSetUpService({ session, guard: new AdministratorGuard(session), options: kioskOptions }),
      // Training's today is the sandbox's clock (D27), which staff move on; the service itself publishes none.
      dashboard: new DashboardService(session, async () =>
        session.environment() === 'training' ? (await trainingMode.service()).now() : now(),
      ),
    },
    events,
    start: async (options) => {
      await session.start(options).catch((error: unknown) => log.error('Could not choose a staff profile at start', error));
      await watch.start(await trainingTarget());
      // From now on, each change of profile moves status tracking with it (training's webhooks on or off).
      session.onProfileChange(() => void trainingTarget().then((training) => watch.follow(training)));
    },
    shutdown: async () => {
      // First: the training webhook is deleted while the sandbox still runs.
      await watch.stop();
      // The outbox's follow-ups finish before the session goes (K8, K2).
      await outbox.close();
      await session.shutdown();
      await trainingMode.close();
    },
  };
}
