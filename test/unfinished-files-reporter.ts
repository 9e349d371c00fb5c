import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// A test file whose worker dies (a native crash, an exit) is counted in neither "passed" nor "failed", and vitest's
// "Worker exited unexpectedly" does not say which file it was: this names it, so a one-off CI failure has a lead.

const finished = new Set(['passed', 'failed', 'skipped']);

export default class UnfinishedFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const unfinished = testModules.filter((module) => !finished.has(module.state()));
    if (unfinished.length === 0) return;
    const names = unfinished.map((module) => relative(process.cwd(), module.moduleId));
    console.error(`vitest: ${unfinished.length} test file(s) never finished (their worker was lost): ${names.join(', ')}`);
  }
}
