import type { AdministrationServices } from './administration/administration-services';
import type { AppQuitService } from './app-quit-service';
import type { ApplicationService } from './application-service';
import type { CalculatorService } from './calculator-service';
import type { CalloutService } from './callout-service';
import type { CheckoutService } from './checkout-service';
import type { ContentService } from './content-service';
import type { DashboardService } from './dashboard-service';
import type { DiagnosticsService } from './diagnostics/diagnostics-service';
import type { DocumentService } from './document-service';
import type { HandOverService } from './hand-over-service';
import type { QuotePdfService } from './quote-pdf-service';
import type { KioskSetUpService } from './kiosk-set-up-service';
import type { NeedsYouService } from './needs-you-service';
import type { OutboxService } from './outbox-service';
import type { ProfileSetupService } from './profile-setup-service';
import type { QuoteService } from './quote-service';
import type { TrainingService } from './training-service';
import type { UpdateService } from './update-service';
import type { SessionService } from '../session/session-service';
import type { KioskWatch } from '../watch/kiosk-watch';

/** The use cases behind the contract: one per domain, as shared/contract's channels name them. */
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
  /** Users, credentials, branches, checkout keys and webhooks, for ADMINISTRATOR profiles only (K9). */
  administration: AdministrationServices;
  /** This kiosk's options, and set-up files for the next laptop. */
  kioskSetUp: KioskSetUpService;
  /** Issue 38 item 7: a quote's PDF kept beside the laptop's downloads, and shown there. */
  quotePdf: QuotePdfService;
  /** The branch at a glance, from the service's own lists. */
  dashboard: DashboardService;
  /** What needs the salesperson (approved with no payment requested, no invoice, referred), from the watch's reads. */
  needsYou: NeedsYouService;
  /** K11: quitting asks for the PIN while locked. */
  appQuit: AppQuitService;
  /** K12: Administration's diagnostics file, for whoever supports the kiosk. */
  diagnostics: DiagnosticsService;
  /** K13: the kiosk's own updates, installed only when no customer is served and nothing is unsent. */
  updates: UpdateService;
}
