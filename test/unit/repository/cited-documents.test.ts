import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 39: a newcomer with only this repository can open every document its code, scripts and documents cite.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const citing = tracked.filter((file) => /\.(ts|tsx|js|sh|ya?ml|md)$/.test(file));

/** A cited name, found beside the file citing it, from the top of the tree, or (a bare name) anywhere in it. */
function found(file: string, cited: string): boolean {
  if (existsSync(join(root, dirname(file), cited)) || existsSync(join(root, cited))) return true;
  return !cited.includes('/') && tracked.some((each) => posix.basename(each) === cited);
}

describe('cited documents', () => {
  it('are all in the repository', () => {
    const missing: string[] = [];
    for (const file of citing) {
      for (const [cited] of readFileSync(join(root, file), 'utf8').matchAll(/(?<![\w/.-])[\w./-]*\w\.md\b/g)) {
        if (!found(file, cited)) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
    // The test reads what it means to: the house plan, the service's interface and the decisions are among them.
    expect(citing.length).toBeGreaterThan(500);
    for (const document of ['docs/house-plan.md', 'docs/machines.md', 'docs/service-interface.md', 'docs/decisions.md'])
      expect(tracked).toContain(document);
  });
});
