import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every folder at the top of the tree and every folder of main/, so a newcomer can find
// their way; a folder added without a line there fails here.

const generated = new Set(['node_modules', 'dist', 'out', 'test-results', 'playwright-report', '.git']);

async function folders(path: string): Promise<string[]> {
  return (await readdir(path, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !generated.has(entry.name))
    .map((entry) => entry.name);
}

describe('docs/architecture.md', () => {
  it('names every top folder and every folder of main/', async () => {
    const text = await readFile('docs/architecture.md', 'utf8');
    const named = (folder: string) => text.includes(`| \`${folder}/\``);
    const top = await folders('.');
    const main = await folders('main');
    expect(top.length).toBeGreaterThan(8);
    expect(main.length).toBeGreaterThan(8);
    expect(top.filter((folder) => !named(folder))).toEqual([]);
    expect(main.filter((folder) => !named(folder))).toEqual([]);
  });
});
