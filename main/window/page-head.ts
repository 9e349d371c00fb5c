import type { RendererFile } from './renderer-files';
import { isPage } from './page-headers';

/** Puts markup at the start of a served page's head (the bridge token, the start state); any other file as it is. */
export function intoPageHead(file: RendererFile, markup: string): RendererFile {
  if (!isPage(file.contentType)) return file;
  const html = file.body.toString('utf8');
  const head = /<head[^>]*>/i.exec(html);
  const body = head
    ? `${html.slice(0, head.index + head[0].length)}\n${markup}${html.slice(head.index + head[0].length)}`
    : `${markup}\n${html}`;
  return { ...file, body: Buffer.from(body) };
}
