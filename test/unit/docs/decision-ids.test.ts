import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every decision id the code cites ("// D16: …", "(K4)") has its entry in docs/decisions.md, so a reader of the code can
// look each one up. An entry is a list item whose bold text begins with the id, `- **D16 Documents.**`, at the start of a
// line; the same id mentioned anywhere else ("see D16", "(D19)") defines nothing.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scannedFolders = ['main', 'renderer', 'shared', 'sandbox', 'preload', 'scripts', 'test'];
const decisionsFile = join(root, 'docs/decisions.md');

const citation = /\b[DK]\d{1,2}\b/g;
const entry = /^- \*\*([DK]\d{1,2})\b/gm;

/** Every id cited in `text`, once each. */
function citedIds(text: string): string[] {
  return [...new Set(text.match(citation) ?? [])];
}

/** Every id `markdown` gives an entry to, as often as it gives one. */
function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(entry)].map((match) => match[1] ?? '');
}

/** The .ts and .tsx files under `folder`, node_modules left out. */
async function sourceFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const item of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, item.name);
    if (item.isDirectory() && item.name !== 'node_modules') found.push(...(await sourceFiles(path)));
    else if (item.isFile() && /\.tsx?$/.test(item.name)) found.push(path);
  }
  return found;
}

/** Each id the code cites, with the files that cite it. */
async function citations(): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>();
  for (const folder of scannedFolders)
    for (const file of await sourceFiles(join(root, folder)))
      for (const id of citedIds(await readFile(file, 'utf8'))) byId.set(id, [...(byId.get(id) ?? []), relative(root, file)]);
  return byId;
}

describe('the decision ids the code cites', () => {
  it('finds a citation in code and comments, and nothing in longer words or numbers', () => {
    expect(citedIds('// D16: the signature first (K4, K3/K7); D1-style')).toEqual(['D16', 'K4', 'K3', 'K7', 'D1']);
    expect(citedIds("event.code === 'KeyD' || hex === '0xD8' || code === 'AD16' || row === 'D100' || 'd16'")).toEqual([]);
  });

  it('counts an entry as a definition, and a mention as none', () => {
    // Ids no rule has, spelt out at run time so that a scan of this file finds none of them.
    const [defined, cited, mentioned, nested] = ['98', '99', '97', '96'].map((n) => `D${n}`);
    const markdown = [
      `- **${defined} Something.** As ${cited} says (see ${cited}).`,
      '',
      `${mentioned} is mentioned here only.`,
      `  - **${nested}** nested`,
    ].join('\n');
    expect(definedIds(markdown)).toEqual([defined]);
  });

  it('are each defined in docs/decisions.md', async () => {
    const defined = new Set(definedIds(await readFile(decisionsFile, 'utf8')));
    const cited = await citations();
    // A few of the files citing each undefined id, enough to find it.
    const undefinedIds = Object.fromEntries([...cited].filter(([id]) => !defined.has(id)).map(([id, files]) => [id, files.slice(0, 3)]));
    expect(undefinedIds).toEqual({});
    // Sanity: the scan read the code (D1 and K1 are cited all over it).
    expect(cited.has('D1') && cited.has('K1')).toBe(true);
  });

  it('are each defined once', async () => {
    const ids = definedIds(await readFile(decisionsFile, 'utf8'));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
