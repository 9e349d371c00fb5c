import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Issue 39: the PDF's Chinese is drawn from the very files the screens load, fontsource's WOFF2 pieces of Noto Sans SC
// and TC (renderer/screens/quotes/print/han-font.ts). `virtual:font-pieces/<fontsource package>` lists the regular
// weight's pieces, each as its URL in the build (the same asset the screens' stylesheet names) and the characters it
// holds, from the package's unicode.json.

const prefix = 'virtual:font-pieces/';
const require = createRequire(import.meta.url);

export const fontPieces = (): Plugin => ({
  name: 'kiosk:font-pieces',
  resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
  load(id) {
    if (!id.startsWith(`\0${prefix}`)) return null;
    const name = id.slice(`\0${prefix}`.length);
    const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${name}/unicode.json`), 'utf8')) as Record<string, string>;
    const pieces = Object.entries(ranges).map(([key, unicodeRange], index) => ({
      file: `@fontsource/${name}/files/${name}-${key.replace(/^\[(\d+)\]$/, '$1')}-400-normal.woff2?url`,
      unicodeRange,
      index,
    }));
    return [
      ...pieces.map(({ file, index }) => `import piece${index} from ${JSON.stringify(file)};`),
      `export default [${pieces.map(({ unicodeRange, index }) => `{ url: piece${index}, unicodeRange: ${JSON.stringify(unicodeRange)} }`).join(', ')}];`,
    ].join('\n');
  },
});
