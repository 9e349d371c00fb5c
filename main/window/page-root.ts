import { isPage } from './page-headers';
import type { RendererFile } from './renderer-files';

const emptyRoot = '<div id="root"></div>';

/** Puts markup inside a served page's empty `#root`, where the screens render; any other file, or no markup, as it is. */
export function intoPageRoot(file: RendererFile, markup: string): RendererFile {
  if (markup === '' || !isPage(file.contentType)) return file;
  const html = file.body.toString('utf8');
  const at = html.indexOf(emptyRoot);
  if (at < 0) return file;
  const end = at + emptyRoot.length - '</div>'.length;
  return { ...file, body: Buffer.from(`${html.slice(0, end)}${markup}${html.slice(end)}`) };
}
