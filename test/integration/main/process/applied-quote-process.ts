import { createKiosk } from '../../../../main/compose';
import { startEmbeddedSandbox } from '../../../../main/training/embedded-sandbox';
import { connectServiceClient } from '../../../../main/vendor/service-client';
import { drillProfileFolder, requiredEnv } from './drill-profile';

// K10 for the SIGKILL drill: main as checkout's verified return leaves it, having written down the cancel of the quote
// the customer applied for (QuoteService.appliedAtKiosk, what the checkout service calls), and sending it. The drill
// kills this process with the cancel in flight, then starts the real kiosk (kiosk-process.ts) on the same folder.
// Environment: drill-profile.ts's, and KIOSK_APPLIED "quoteId applicationId". Prints {"written":true} once written down.

const { userDataDir, keychain } = await drillProfileFolder();
const silent = () => undefined;
const kiosk = await createKiosk({
  userDataDir,
  keychain,
  connectVendor: connectServiceClient,
  startTrainingSandbox: startEmbeddedSandbox,
  now: Date.now,
  log: { info: silent, warn: silent, error: silent },
});
await kiosk.start({ training: false });
const [quoteId = '', applicationId = ''] = requiredEnv('KIOSK_APPLIED').split(' ');
await kiosk.services.quotes.appliedAtKiosk(quoteId, applicationId);
process.stdout.write(`${JSON.stringify({ written: true })}\n`);
// Main stays up (its window, the host's server), and the outbox's timers are unref'd: so does this, until it is killed.
setInterval(() => undefined, 60_000);
