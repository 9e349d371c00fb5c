import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import { firstScreenFile } from '../shared/first-screen-script';
import { catalogueMessages, withoutUseClientNotes } from '../vite.config.ts';

// The first screen's server rendering (renderer/render-first-screen.tsx) as one self-contained ES module, which main
// imports (main/window/first-screen.ts): the same screens and catalogue as the renderer's build, beside it in
// dist/first-screen, so the packaged app needs nothing of renderer/ at run time.

const root = fileURLToPath(new URL('..', import.meta.url));

/** The first screen is the calculator, which loads nothing on demand: every on-demand import stays out of the module. */
const onDemandLeftOut: Plugin = {
  name: 'first-screen:on-demand-left-out',
  enforce: 'pre',
  resolveDynamicImport: () => '\0on-demand-left-out',
  resolveId: (id) => (id === '\0on-demand-left-out' ? id : null),
  load: (id) => (id === '\0on-demand-left-out' ? 'export {};' : null),
};

export function firstScreenBuild(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: join(root, 'renderer'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'renderer/render-first-screen.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'node24',
      minify: true,
      rolldownOptions: {
        output: { format: 'es', entryFileNames: firstScreenFile },
        onLog: withoutUseClientNotes,
      },
    },
    // Everything bundled in (React's server renderer too): the packaged app's main loads it from dist/ alone.
    ssr: { noExternal: true, target: 'node' },
    plugins: [onDemandLeftOut, catalogueMessages()],
  };
}
