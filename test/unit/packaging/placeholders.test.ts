import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  allowPlaceholderFeedFlag,
  feedPlaceholders,
  placeholderRefusal,
  signingPlaceholders,
} from '../../../scripts/packaging/placeholders';

// The settings a vendor must make their own before anything ships (scripts/packaging/placeholders.ts): the update
// feed and the Windows signing names, found wherever electron-builder would read them.

const placeholderUrl = 'https://github.com/change-me-to-your-github-owner/finance-kiosk.git';
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function project(repository: unknown, config: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'placeholders-'));
  made.push(dir);
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'kiosk', repository }));
  await writeFile(join(dir, 'electron-builder.yml'), stringify(config));
  return dir;
}

describe('the update feed', () => {
  it("is a placeholder while package.json's repository is, in its object or its string form", async () => {
    for (const repository of [{ type: 'git', url: placeholderUrl }, placeholderUrl]) {
      expect(feedPlaceholders(await project(repository, { publish: { provider: 'github' } }))).toEqual([
        { file: 'package.json', setting: 'repository', value: placeholderUrl },
      ]);
    }
  });

  it("is the vendor's own once package.json's repository is, or electron-builder.yml names owner and repo itself", async () => {
    expect(feedPlaceholders(await project({ url: 'https://github.com/acme/kiosk.git' }, {}))).toEqual([]);
    expect(feedPlaceholders(await project(placeholderUrl, { publish: { provider: 'github', owner: 'acme', repo: 'kiosk' } }))).toEqual([]);
  });

  it("is a placeholder in electron-builder.yml's publish, and in package.json when the owner alone is set", async () => {
    const dir = await project(placeholderUrl, { publish: { provider: 'github', owner: 'change-me-to-your-github-owner' } });
    expect(feedPlaceholders(dir).map(({ file, setting }) => `${file} ${setting}`)).toEqual([
      'electron-builder.yml publish.owner',
      'package.json repository',
    ]);
  });
});

describe('the Windows signing names', () => {
  it('are placeholders where win.azureSignOptions still says change-me', async () => {
    const dir = await project('https://github.com/acme/kiosk', {
      win: { azureSignOptions: { publisherName: 'Acme Pty Ltd', endpoint: 'change-me-to-your-trusted-signing-endpoint' } },
    });
    expect(signingPlaceholders(dir)).toEqual([
      { file: 'electron-builder.yml', setting: 'win.azureSignOptions.endpoint', value: 'change-me-to-your-trusted-signing-endpoint' },
    ]);
    expect(signingPlaceholders(await project('x', {}))).toEqual([]);
  });
});

describe('the refusal', () => {
  it('names each file and setting, what to set, and the opt-out flag when there is one', () => {
    const feed = { file: 'package.json', setting: 'repository', value: placeholderUrl };
    const signing = { file: 'electron-builder.yml', setting: 'win.azureSignOptions.endpoint', value: 'change-me-x' };
    expect(placeholderRefusal([feed], allowPlaceholderFeedFlag).split('\n')).toEqual([
      'Refusing to build: these settings are still placeholders (README, "Updating a fleet"):',
      `  - package.json: repository is ${placeholderUrl}`,
      'Set the repository to the GitHub repository whose releases your kiosks update from.',
      'For a local dry build that no kiosk installs, pass --allow-placeholder-feed (npm run package -- --allow-placeholder-feed).',
    ]);
    const release = placeholderRefusal([feed, signing]);
    expect(release).toContain('  - electron-builder.yml: win.azureSignOptions.endpoint is change-me-x');
    expect(release).toContain('Set the Windows signing names to your Azure Trusted Signing account');
    expect(release).not.toContain('--allow-placeholder-feed');
  });
});
