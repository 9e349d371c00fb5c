import type { Page } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowserHost, type BrowserHost } from '../../../main/browser-host';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { embeddedSandboxOf, startTrainingService } from '../../../main/training/embedded-sandbox';
import type { RunningSandbox } from '../../../sandbox';
import { catalogueMessages } from '../../../vite.config.ts';

// The capture component on its own page (entry.ts), bundled with esbuild into a temp folder that a browser host
// in training mode serves with its real CSP and bridge. Used by capture.spec.ts and test/bench/capture.bench.ts.

const here = fileURLToPath(new URL('.', import.meta.url));

/** K14: the screen reads the catalogue, compiled by the Vite build's own plugin (`virtual:messages/…`, `virtual:staff-messages/…`). */
function catalogue(): Plugin {
  const vite = catalogueMessages();
  const load = vite.load as (this: { addWatchFile(file: string): void }, id: string) => string;
  return {
    name: 'kiosk-messages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^virtual:(staff-)?messages\// }, ({ path }) => ({ path, namespace: 'kiosk-messages' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'kiosk-messages' }, ({ path }) => ({
        contents: load.call({ addWatchFile: () => undefined }, `\0${path}`),
        loader: 'js',
      }));
    },
  };
}

const page = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice capture (test page)</title>
<link rel="stylesheet" href="./entry.css">
</head>
<body>
<div id="root"></div>
<script type="module" src="./entry.js"></script>
</body>
</html>
`;

export interface CapturePage {
  host: BrowserHost;
  /** The embedded sandbox, for its control interface (D27), e.g. faults for K3 drills. */
  sandboxUrl(): string;
  /** The bytes of a document the sandbox keeps for an application (D30), as it was uploaded. */
  uploadedFile(applicationId: string, filename: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Builds the page and starts a browser host on it, with a fresh profile and the embedded demo sandbox. */
export async function startCapturePage(): Promise<CapturePage> {
  const rendererDir = await mkdtemp(join(tmpdir(), 'kiosk-capture-page-'));
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-capture-e2e-'));
  await build({
    entryPoints: [join(here, 'entry.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outdir: rendererDir,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file' },
    logLevel: 'warning',
    plugins: [catalogue()],
  });
  await writeFile(join(rendererDir, 'index.html'), page);
  let sandbox: RunningSandbox | undefined;
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    training: true,
    rendererDir,
    keychain: new MemoryStore(),
    startTrainingSandbox: async (kiosk) => embeddedSandboxOf((sandbox = await startTrainingService(kiosk))),
    log: { info: () => undefined, warn: () => undefined, error: (message, error) => console.error(message, error) },
  });
  return {
    host,
    sandboxUrl: () => {
      if (!sandbox) throw new Error('the training sandbox has not started');
      return sandbox.baseUrl;
    },
    uploadedFile: async (applicationId, filename) => {
      const store = sandbox?.sandbox.store;
      const application = store?.state.applications.find((record) => record.id === applicationId);
      const document = application?.documents.find((record) => record.filename === filename);
      const bytes = document && (await store?.documents.read(document.sha256));
      if (!bytes) throw new Error(`the sandbox keeps no ${filename} on application ${applicationId}`);
      return bytes;
    },
    close: async () => {
      await host.close();
      await rm(userDataDir, { recursive: true, force: true });
      await rm(rendererDir, { recursive: true, force: true });
    },
  };
}

/** Opens the capture page on the newest demo application, through the kiosk's own bridge; returns its id. */
export async function openFirstApplication(page: Page, capture: CapturePage): Promise<string> {
  await page.goto(capture.host.url);
  const id = await page.evaluate(async () => {
    const result = await window.kiosk.applications.list({});
    if (!result.ok) throw new Error(result.error.message);
    return result.data.applications[0]?.id;
  });
  if (id === undefined) throw new Error('the demo sandbox has no application');
  await page.goto(`${capture.host.url}#application=${id}`);
  await page.reload();
  return String(id);
}
