import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The renderer's build: renderer/ in, dist/renderer out, relative URLs so app:// and the browser host both serve it.
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  esbuild: { jsx: 'automatic' },
});
