import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 39: CHANGELOG.md is kept with the releases: the version package.json carries has its section before it is tagged.

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('CHANGELOG.md', () => {
  it('has a section for the version in package.json, newest first', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    const sections = [...read('CHANGELOG.md').matchAll(/^## (\S+)/gm)].map(([, each]) => each);
    expect(sections[0]).toBe(version);
  });
});
