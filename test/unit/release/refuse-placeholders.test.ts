import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The release's check before building (scripts/release/refuse-placeholders.ts), on the repository as it stands: the
// placeholders a vendor replaces are still there, so a release from it stops, with no flag to opt out.

describe('the release', () => {
  it('refuses the placeholder update feed and signing names, in one annotation, with no opt-out', async () => {
    const run = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'scripts/release/refuse-placeholders.ts',
      '--allow-placeholder-feed',
    ]);
    const failure = (await run.then(() => null).catch((error: unknown) => error)) as { code: number; stdout: string } | null;
    expect(failure?.code).toBe(1);
    const lines = failure?.stdout.trim().split('\n') ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error::Refusing to build: these settings are still placeholders/);
    expect(lines[0]).toContain('%0A  - package.json: repository is https://github.com/change-me-to-your-github-owner/finance-kiosk.git');
    expect(lines[0]).toContain('%0A  - electron-builder.yml: win.azureSignOptions.publisherName is change-me-');
  });
});
