import { dirname, relative, resolve, sep } from 'node:path';

// main/'s inner borders (docs/architecture.md): its folders import one way, from the top of this list down. core
// imports nothing else of main; folders on one line are neighbours that never import each other; the files at
// main/'s top (index.ts, compose.ts, browser-host.ts) may import anything. A strict order also means no cycle.

export const mainLayers = [
  ['core'],
  ['credentials', 'settings'],
  ['vendor'],
  ['training'],
  ['session'],
  ['outbox'],
  ['watch', 'updates'],
  ['services'],
  ['window'],
  ['ipc'],
  ['browser-host'],
  ['(top)'],
];

const rankOf = new Map(mainLayers.flatMap((folders, rank) => folders.map((folder) => [folder, rank])));
const order = mainLayers.map((folders) => folders.join(', ')).join(' ← ');

/** The folder of main/ a file sits in, `(top)` for main/'s own files, or null outside main/. */
function mainFolder(file, root) {
  const path = relative(root, file).split(sep);
  if (path[0] !== 'main' || path.length < 2) return null;
  return path.length === 2 ? '(top)' : path[1];
}

export const mainLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: "main/'s folders import one way: core ← … ← the composition root" },
    schema: [],
    messages: {
      core: 'main/core imports nothing else of main (it is what every other folder builds on): {{target}}.',
      upward: "main/{{from}} may not import main/{{to}}: main's folders import one way ({{order}}).",
      unplaced: "main/{{folder}} has no place in main's layers: add it to scripts/lint/main-layers.js and docs/architecture.md.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = mainFolder(file, root);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = mainFolder(resolve(dirname(file), source.value), root);
      if (to === null || to === from) return;
      if (!rankOf.has(from)) return context.report({ node: source, messageId: 'unplaced', data: { folder: from } });
      if (!rankOf.has(to)) return context.report({ node: source, messageId: 'unplaced', data: { folder: to } });
      if (from === 'core') return context.report({ node: source, messageId: 'core', data: { target: source.value } });
      if (rankOf.get(to) >= rankOf.get(from)) context.report({ node: source, messageId: 'upward', data: { from, to, order } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
