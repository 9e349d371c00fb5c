import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// What a vendor makes their own before anything ships, each a `change-me-…` placeholder until then: the update feed
// (the GitHub repository whose releases the kiosks update from — a placeholder owner is a name anyone could register)
// and the Windows signing account. The release refuses both (scripts/release/refuse-placeholders.ts); `npm run
// package` refuses the feed unless a local dry build opts out (scripts/package.ts).

export const allowPlaceholderFeedFlag = '--allow-placeholder-feed';

export interface Placeholder {
  file: string;
  setting: string;
  value: string;
}

interface BuilderConfig {
  publish?: { owner?: string; repo?: string };
  win?: { azureSignOptions?: Record<string, string> };
}

const isPlaceholder = (value: unknown): value is string => typeof value === 'string' && value.includes('change-me-');

/** The feed's settings still placeholders: electron-builder.yml's publish owner and repo, and package.json's repository
 * where either is not set (electron-builder takes what is missing from it). */
export function feedPlaceholders(root: string): Placeholder[] {
  const { owner, repo } = builderConfig(root).publish ?? {};
  const { repository } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository?: string | { url?: string } };
  const settings = [
    { file: 'electron-builder.yml', setting: 'publish.owner', value: owner },
    { file: 'electron-builder.yml', setting: 'publish.repo', value: repo },
    ...(owner === undefined || repo === undefined
      ? [{ file: 'package.json', setting: 'repository', value: typeof repository === 'string' ? repository : repository?.url }]
      : []),
  ];
  return settings.filter((setting): setting is Placeholder => isPlaceholder(setting.value));
}

/** electron-builder.yml's win.azureSignOptions still placeholders: the Trusted Signing account, its profile, the publisher. */
export function signingPlaceholders(root: string): Placeholder[] {
  return Object.entries(builderConfig(root).win?.azureSignOptions ?? {})
    .filter(([, value]) => isPlaceholder(value))
    .map(([name, value]) => ({ file: 'electron-builder.yml', setting: `win.azureSignOptions.${name}`, value }));
}

/** The refusal, in words: each placeholder with its file, what to do, and the opt-out flag when there is one. */
export function placeholderRefusal(found: Placeholder[], optOut?: string): string {
  const lines = [
    'Refusing to build: these settings are still placeholders (README, "Updating a fleet"):',
    ...found.map(({ file, setting, value }) => `  - ${file}: ${setting} is ${value}`),
  ];
  if (found.some(({ setting }) => !setting.startsWith('win.'))) {
    lines.push('Set the repository to the GitHub repository whose releases your kiosks update from.');
  }
  if (found.some(({ setting }) => setting.startsWith('win.'))) {
    lines.push('Set the Windows signing names to your Azure Trusted Signing account, certificate profile and its subject name.');
  }
  if (optOut !== undefined) lines.push(`For a local dry build that no kiosk installs, pass ${optOut} (npm run package -- ${optOut}).`);
  return lines.join('\n');
}

function builderConfig(root: string): BuilderConfig {
  return parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
}
