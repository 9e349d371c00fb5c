import { access } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  browserHostPort,
  checkoutReturnMark,
  checkoutReturnPath,
  kioskCheckoutLists,
  loopbackHostnames,
  loopbackOrigins,
  type KioskCheckoutLists,
} from '../shared/kiosk-addresses';
import { KeytarStore } from './credentials/keytar-store';
import type { SecureStore } from './credentials/secure-store';
import { BrowserSessions, oneTimeTokenParameter } from './browser-host/browser-sessions';
import { browserHoldsCookie } from './browser-host/browser-cookie-jars';
import { checkoutReturnPage } from './browser-host/checkout-return-page';
import { openFromKioskPage } from './browser-host/open-from-kiosk-page';
import { claimFolder } from './browser-host/folder-claim';
import { holdingPageFile } from './browser-host/holding-page';
import { listenOnLoopback } from './browser-host/loopback-listen';
import { readRendererFile, type RendererFile } from './window/renderer-files';
import { contractHandlers } from './ipc/contract-handlers';
import { HttpBridge } from './ipc/http-bridge';
import { registerContract } from './ipc/registry';
import { createKiosk, type KioskDependencies } from './compose';
import { InstallationRefusedError } from './credentials/installation';
import { createFileLogger, type Logger } from './core/logger';
import { connectServiceClient } from './vendor/service-client';
import type { Updater } from './updates/updater-port';
import type { ConnectVendor } from './core/vendor-port';
import { startEmbeddedSandbox } from './training/embedded-sandbox';
import type { EmbeddedSandbox } from './training/training-mode';
import { isPage, rendererHeaders } from './window/page-headers';
import { startStateOf } from './ipc/start-state-answers';
import { firstScreenBeside } from './window/first-screen';
import { servedPage } from './window/served-page';
import type { DevtoolsConnection } from './browser-host/devtools-connection';
import { watchBrowserPages } from './browser-host/devtools-idle-pages';
import { streamScreensRebuilt } from './browser-host/screens-rebuilt-stream';
import { screensRebuiltPath, type ScreensRebuilt } from '../shared/screens-rebuilt';

// The same services and contract as the Electron app, behind a loopback-only HTTP bridge, for Chromium: tests,
// and machines without Electron (docs/house-plan.md).

/** The port vendors' checkout keys name (D28); the host takes another when it is taken, and training follows. */
export const defaultBrowserHostPort = browserHostPort;

export interface BrowserHostOptions {
  userDataDir: string;
  /** Falls back to a free port when taken; 0 picks one. */
  port?: number;
  /** Start with the training profile, creating it if needed; otherwise training only on first start. */
  training?: boolean;
  rendererDir?: string;
  keychain?: SecureStore;
  connectVendor?: ConnectVendor;
  /** Training's sandbox, whose demo key (D28) must list the lists given: this host's own origins, once it listens. */
  startTrainingSandbox?: (kiosk: KioskCheckoutLists) => Promise<EmbeddedSandbox>;
  log?: Logger;
  /**
   * Issue 38 item 7: where a quote's PDF is saved: the laptop's Downloads folder as `npm start` gives it, else `downloads`
   * in the user-data folder. A web browser cannot open a folder for the kiosk: the screen names it, with no "Show in folder".
   */
  downloadsDir?: string;
  /** K13: a browser cannot update the kiosk, so by default it has no updater; tests of the screens pass a stand-in. */
  updater?: Updater;
  /** Tests only (issue 36): the clock, timers and outbox back-off (K8) a test sets; `npm start` (scripts/run-kiosk.ts) never passes it. */
  testClock?: Partial<Pick<KioskDependencies, 'now' | 'timers' | 'outboxBackoff'>>;
  /** `npm run dev` only (scripts/dev-kiosk.ts): the pages reload when the screens are built again; otherwise no such stream (K15). */
  screensRebuilt?: ScreensRebuilt;
}

export interface BrowserHost {
  /** The address to open once, with its one-time token (K15), e.g. http://127.0.0.1:4310/?kiosk-token=…; spent by its first use. */
  url: string;
  /** The kiosk's own address, without a token, e.g. http://127.0.0.1:4310/: it shows the kiosk only to a browser let in. */
  home: string;
  /** Another one-time address, for another browser (or browser context) to be let in with. */
  newAddress(): string;
  /**
   * K4, K6: the browser the kiosk is shown in, over DevTools, so main watches the provider's form there as Electron
   * does in its window: "Still there?", then the form leaves the screen. Until this is called nothing is watched.
   */
  watchBrowser(connection: DevtoolsConnection): Promise<void>;
  close(): Promise<void>;
}

const builtRenderer = fileURLToPath(new URL('../dist/renderer', import.meta.url));

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  // K15: one kiosk per user-data folder, claimed before anything in it is touched (a second start is told where).
  const claim = await claimFolder(options.userDataDir);
  const { log, close: closeLog } = logFor(options);
  // Listening comes first: training's demo key is made for the port this host actually has (D28).
  const server = createServer();
  const wanted = options.port ?? defaultBrowserHostPort;
  const port = await listenOnLoopback(server, wanted);
  if (port !== wanted && wanted !== 0)
    log.warn(`Port ${wanted} is in use, so the browser host listens on ${port}; a branch's own checkout key must name this port.`);
  const hosts = loopbackHostnames.map((hostname) => `${hostname}:${port}`);
  const origins = loopbackOrigins(port);
  const home = `${origins[0]}/`;
  const startTraining = options.startTrainingSandbox ?? startEmbeddedSandbox;
  const kiosk = await createKiosk({
    userDataDir: options.userDataDir,
    keychain: options.keychain ?? new KeytarStore(),
    connectVendor: options.connectVendor ?? connectServiceClient,
    startTrainingSandbox: () => startTraining(kioskCheckoutLists(origins)),
    now: options.testClock?.now ?? Date.now,
    timers: options.testClock?.timers,
    outboxBackoff: options.testClock?.outboxBackoff,
    log,
    updater: options.updater,
    downloadsDir: options.downloadsDir,
  }).catch((error: unknown) => {
    // K15: a folder that opens nothing says why in one line, in the log as well as where the host shows it.
    if (error instanceof InstallationRefusedError) log.error(error.message);
    server.close();
    closeLog();
    throw error;
  });
  await kiosk.start({ training: options.training ?? true });

  const sessions = new BrowserSessions(port);
  const watched: DevtoolsConnection[] = [];
  // K4, K15: the kiosk's own browser is one main watches whose jar holds the session's cookie (browser-cookie-jars.ts).
  const isWatched = async (request: IncomingMessage) => {
    const session = sessions.sessionOf(request);
    if (session === null) return false;
    for (const connection of watched) {
      if (await browserHoldsCookie(connection, home, sessions.cookieName, session).catch(() => false)) return true;
    }
    return false;
  };
  const callers = { hasSession: (request: IncomingMessage) => sessions.sessionOf(request) !== null, isWatched };
  const bridge = new HttpBridge({ callers, origins, events: kiosk.events, log });
  // D23: the checkout's redirect comes back here, to this host's own port, which training's demo key lists (D28).
  kiosk.services.checkout.useReturnOrigin(origins[0] ?? `http://127.0.0.1:${port}`);
  const handlers = contractHandlers(kiosk.services);
  // K15: locked means locked, on this transport as on Electron's.
  const isLocked = () => kiosk.services.session.status().locked;
  registerContract(bridge, handlers, log, isLocked);
  const rendererDir = options.rendererDir ?? builtRenderer;
  const firstScreen = firstScreenBeside(rendererDir, log);

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Another name for 127.0.0.1 (DNS rebinding) must not get our pages, nor the token in them.
    if (!hosts.includes(request.headers.host ?? '')) return sendText(response, 421, 'This address is not the kiosk.');
    if (await bridge.serve(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed.');
    const url = new URL(request.url ?? '/', origins[0]);
    const token = url.searchParams.get(oneTimeTokenParameter);
    if (token !== null) {
      // K15: the token is traded for a session cookie and leaves the address; a spent one lets in only who is already in.
      const exchanged = sessions.exchange(token);
      if (exchanged.kind === 'spent' && sessions.sessionOf(request) === null) return send(response, 403, openFromKioskPage);
      url.searchParams.delete(oneTimeTokenParameter);
      const cookie: Record<string, string> = exchanged.kind === 'new-session' ? { 'set-cookie': exchanged.cookie } : {};
      return redirect(response, `${url.pathname}${url.search}`, cookie);
    }
    // Checkout's redirect (D23) goes on to the screens, which hand the signed query to main to verify.
    if (url.pathname === checkoutReturnPath) return send(response, 200, checkoutReturnPage(`/${url.search}${checkoutReturnMark}`));
    if (sessions.sessionOf(request) === null) return send(response, 403, openFromKioskPage);
    if (options.screensRebuilt && url.pathname === screensRebuiltPath) return streamScreensRebuilt(response, options.screensRebuilt);
    const file = await pageFile(rendererDir, url.pathname);
    if (!file) return sendText(response, 404, 'Not found.');
    // Customer mode posts a form to the service's checkout (K6), so the page's CSP must allow that one origin.
    const page = isPage(file.contentType);
    // Both asked at once: a page waits for the slower of the two, not for their sum.
    const [checkoutOrigin, startState] = await Promise.all([
      page ? kiosk.services.checkout.origin().catch(() => null) : null,
      page && request.method === 'GET' ? startStateOf(handlers, log, isLocked) : null,
    ]);
    const served = await servedPage(file, startState, url.search, firstScreen);
    response.writeHead(200, { ...rendererHeaders(file.contentType, checkoutOrigin), 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : served.body);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    answer(request, response).catch((error: unknown) => {
      log.error('browser host: could not answer a request', error);
      if (!response.headersSent) sendText(response, 500, 'The kiosk could not answer.');
    });
  });

  claim.announce(home);
  const idleWatch = kiosk.customerIdleWatch({ checkoutOrigin: () => kiosk.services.checkout.origin(), home: () => home });
  const stopWatching: (() => void)[] = [];
  const newAddress = () => `${home}?${oneTimeTokenParameter}=${sessions.mintToken()}`;
  return {
    url: newAddress(),
    home,
    newAddress,
    watchBrowser: async (connection) => {
      watched.push(connection);
      stopWatching.push(await watchBrowserPages(connection, idleWatch, log));
      if (stopWatching.length === 1) idleWatch.start();
    },
    close: async () => {
      stopWatching.forEach((stop) => stop());
      await idleWatch.stop();
      bridge.close();
      server.closeAllConnections();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // A call already under way (a PIN lock's write) finishes before the kiosk shuts down and its folder may go.
      await bridge.settled();
      await stopped;
      await kiosk.shutdown();
      closeLog();
      await claim.release();
    },
  };
}

/** K12: JSON lines in the user-data folder, beside the profiles, unless the caller reads the lines itself (tests). */
function logFor(options: BrowserHostOptions): { log: Logger; close: () => void } {
  if (options.log) return { log: options.log, close: () => undefined };
  const log = createFileLogger({ folder: join(options.userDataDir, 'logs') });
  return { log, close: () => log.close() };
}

/** The built renderer when there is one, else the holding page. */
async function pageFile(rendererDir: string, path: string): Promise<RendererFile | null> {
  const built = await access(join(rendererDir, 'index.html')).then(
    () => true,
    () => false,
  );
  return built ? readRendererFile(rendererDir, path) : holdingPageFile(path);
}

function redirect(response: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  response.writeHead(303, { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...headers });
  response.end();
}

function send(response: ServerResponse, http: number, page: { body: Buffer; headers: Readonly<Record<string, string>> }): void {
  response.writeHead(http, page.headers);
  response.end(page.body);
}

function sendText(response: ServerResponse, http: number, text: string): void {
  response.writeHead(http, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  response.end(text);
}
