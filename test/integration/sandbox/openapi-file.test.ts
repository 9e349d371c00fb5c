import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiFile, openApiText } from '../../../scripts/write-openapi';
import { useSandbox } from './harness';

// Issue 39: docs/openapi.json is the description the sandbox serves, for a vendor who opens it without running anything.

describe('docs/openapi.json', () => {
  const sb = useSandbox();

  it('is what the sandbox serves, but for the server it names (run `npm run openapi` after changing the catalogue)', async () => {
    const file = await readFile(openApiFile, 'utf8');
    expect(file, 'docs/openapi.json is out of date: run npm run openapi').toBe(openApiText());
    const served = (await sb.current.request('GET', '/openapi.json')).body as { servers: unknown };
    expect({ ...(JSON.parse(file) as object), servers: served.servers }).toEqual(served);
  });
});
