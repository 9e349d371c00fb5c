import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { firstScreenBuild } from '../../scripts/first-screen-build';
import { firstScreenFolder } from '../../shared/first-screen-script';

// Playwright's global set-up (issue 36): the renderer is built once per run into a folder of its own, never dist/, and
// every worker's hosts serve that one build; the returned function removes it when the run ends.

/** The environment variable that tells the workers where the build is. */
export const builtRendererVariable = 'KIOSK_E2E_RENDERER_DIR';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function buildRenderer(): Promise<() => Promise<void>> {
  // As dist/ holds them: the screens, and beside them the first screen main draws into each page.
  const built = await mkdtemp(join(tmpdir(), 'kiosk-renderer-'));
  const outDir = join(built, 'renderer');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build(firstScreenBuild(join(built, firstScreenFolder)));
  process.env[builtRendererVariable] = outDir;
  return () => rm(built, { recursive: true, force: true });
}
