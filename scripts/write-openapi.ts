import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { documentedServer, openApiDocument } from '../sandbox/openapi';

// `npm run openapi` (and `npm run build`): the sandbox's OpenAPI description as a file a vendor can open without running
// it, docs/openapi.json; test/integration/sandbox/openapi-file.test.ts fails when it is not what the sandbox serves.

export const openApiFile = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(documentedServer), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFile(openApiFile, openApiText());
