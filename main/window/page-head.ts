import type { RendererFile } from './renderer-files';
import { isPage } from './page-headers';

/**
 * Puts markup at the end of a served page's head (the bridge token, the start state), after the page's own charset
 * line, which must stay within the first 1024 bytes; any other file as it is.
 */
export function intoPageHead(file: RendererFile, markup: string): RendererFile {
  if (!isPage(file.contentType)) return file;
  const html = file.body.toString('utf8');
  const end = html.search(/<\/head>/i);
  const body = end < 0 ? `${markup}\n${html}` : `${html.slice(0, end)}${markup}\n${html.slice(end)}`;
  return { ...file, body: Buffer.from(body) };
}
