import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// main/'s inner borders are lint's, so lint must fail on each way across them (docs/architecture.md).

const eslint = new ESLint({ cwd: process.cwd() });

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'kiosk/main-layers').map((message) => message.message);
}

describe("main/'s layers", () => {
  it('refuses an import from main/core to anything else of main', async () => {
    const problems = await layerProblems('main/core/example.ts', "import { x } from '../vendor/vendor-client';\nexport const y = x;\n");
    expect(problems).toEqual([expect.stringContaining('main/core imports nothing else of main')]);
  });

  it('refuses an import against the order, which is what any cycle between two folders needs', async () => {
    // outbox → services is allowed only one way: services import the outbox.
    const problems = await layerProblems(
      'main/outbox/example.ts',
      "import type { X } from '../services/quote-service';\nexport type Y = X;\n",
    );
    expect(problems).toEqual([expect.stringContaining('main/outbox may not import main/services')]);
  });

  it('refuses neighbours importing each other, re-exports and dynamic imports too', async () => {
    const code = "export * from '../settings/kiosk-options-store';\nexport const later = () => import('../ipc/registry');\n";
    const problems = await layerProblems('main/credentials/example.ts', code);
    expect(problems).toHaveLength(2);
  });

  it('refuses a folder that has no place in the layers', async () => {
    const problems = await layerProblems('main/gadgets/example.ts', "import { x } from '../core/timers';\nexport const y = x;\n");
    expect(problems).toEqual([expect.stringContaining('main/gadgets has no place')]);
  });

  it('allows imports down the order, within a folder, and from the composition root', async () => {
    expect(
      await layerProblems(
        'main/services/example.ts',
        "import { a } from '../outbox/outbox';\nimport { b } from './quote-service';\nexport const c = [a, b];\n",
      ),
    ).toEqual([]);
    expect(await layerProblems('main/compose.ts', "import { a } from './ipc/registry';\nexport const b = a;\n")).toEqual([]);
  });
});
