import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';

export interface RendererFile {
  body: Buffer;
  contentType: string;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The built renderer's file a URL path names (`/` is index.html), or null; nothing outside `root` is ever read. */
export async function readRendererFile(root: string, urlPath: string): Promise<RendererFile | null> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  const inside = relative(root, file);
  if (path.includes('\0') || inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return { body: await readFile(file), contentType: contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
