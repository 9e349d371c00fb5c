import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { mainLayersRule } from './scripts/lint/main-layers.js';

// Lint enforces the borders of docs/house-plan.md: arrows point one way, and only a few files may touch Electron.

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'crypto', 'os', 'child_process', 'net', 'url', 'util', 'stream'];
const electron = { name: 'electron', message: 'Only main/index.ts, main/window/electron-* and main/ipc/electron-* import electron.' };

/** The folders a part may not import from, as import-path patterns. */
function border(files, forbidden, message, { paths = [], ignores = [], typesOnly = [] } = {}) {
  const patterns = [{ group: forbidden, message }, ...typesOnly.map(({ group, message }) => ({ group, message, allowTypeImports: true }))];
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } };
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'test-results/', 'playwright-report/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  border(
    ['shared/**/*.ts'],
    ['**/main/**', '**/renderer/**', '**/preload/**', '**/sandbox/**', '**/sandbox', ...nodeBuiltins, 'electron', 'react', 'react-dom'],
    'shared/ is plain TypeScript with neither Node nor DOM, imported by every part and importing none.',
    { ignores: ['shared/node/**'] },
  ),
  border(
    ['shared/node/**/*.ts'],
    ['**/main/**', '**/renderer/**', '**/preload/**', '**/sandbox/**', '**/sandbox', 'electron', 'react', 'react-dom'],
    'shared/node/ holds the Node-only pieces main and the sandbox share; it imports shared/ and Node only.',
  ),
  border(['sandbox/**/*.ts'], ['**/main/**', '**/renderer/**', '**/preload/**'], 'sandbox/ imports shared/ only.', { paths: [electron] }),
  border(
    ['main/**/*.ts'],
    ['**/renderer/**', '**/preload/**', '**/sandbox/**'],
    'main/ never imports renderer/ or preload/, and starts the sandbox through its public entry (sandbox/index) only.',
    { paths: [electron], ignores: ['main/index.ts', 'main/window/electron-*.ts', 'main/ipc/electron-*.ts'] },
  ),
  // main/'s own folders import one way (scripts/lint/main-layers.js): core imports nothing else of main, and no cycles.
  {
    files: ['main/**/*.ts'],
    plugins: { kiosk: { rules: { 'main-layers': mainLayersRule } } },
    rules: { 'kiosk/main-layers': 'error' },
  },
  border(
    ['main/window/**/*.ts'],
    ['**/browser-host/**', '**/browser-host', '**/renderer/**', '**/preload/**', '**/sandbox/**'],
    'main/window/ holds what both hosts use; it never reaches into the browser host.',
    { paths: [electron], ignores: ['main/window/electron-*.ts'] },
  ),
  border(
    ['main/index.ts', 'main/window/electron-*.ts', 'main/ipc/electron-*.ts'],
    ['**/renderer/**', '**/preload/**', '**/sandbox/**', '**/browser-host/**', '**/browser-host'],
    'The Electron files import neither renderer/, preload/, the browser host, nor the sandbox but through its public entry.',
  ),
  // The Rules of React, with the React Compiler's checks, on every screen and hook; exhaustive deps as an error so a stale effect fails lint.
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  border(
    ['renderer/**/*.{ts,tsx}'],
    ['**/main/**', '**/sandbox/**', '**/sandbox', '**/shared/node/**', ...nodeBuiltins, 'electron'],
    'renderer/ talks only to window.kiosk.',
    {
      typesOnly: [
        {
          group: ['**/preload/**', '**/preload'],
          message: 'renderer/ takes only types from preload/ (`import type`); window.kiosk is built in shared/.',
        },
      ],
    },
  ),
  border(
    ['preload/**/*.ts'],
    ['**/main/**', '**/renderer/**', '**/sandbox/**', '**/sandbox', '**/shared/node/**'],
    'preload/ builds window.kiosk from shared/contract only.',
  ),
);
