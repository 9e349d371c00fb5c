import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import { firstScreenFile, firstScreenGlobal } from '../shared/first-screen-script';
import { catalogueMessages, withoutUseClientNotes } from '../vite.config.ts';

// The first screen's markup (renderer/first-screen/first-screen-markup.tsx) as one self-contained script, which main
// runs in a fresh context for each start state (main/window/first-screen.ts). It sits beside the renderer's build:
// dist/renderer and dist/first-screen.

const root = fileURLToPath(new URL('..', import.meta.url));

/** The first screen is the calculator, which loads nothing on demand: every on-demand import stays out of the script. */
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
      ssr: join(root, 'renderer/first-screen/first-screen-markup.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      rolldownOptions: {
        output: { format: 'iife', name: firstScreenGlobal, entryFileNames: firstScreenFile },
        onLog: withoutUseClientNotes,
      },
    },
    // Everything bundled in: the script runs in a bare context, with no module loader.
    ssr: { noExternal: true, target: 'webworker' },
    plugins: [onDemandLeftOut, catalogueMessages()],
  };
}
