import { bridgeTokenMetaName } from '../../shared/contract/bridge';
import type { RendererFile } from '../window/renderer-files';

/** Puts the bridge token into a served page, where only our own origin can read it. */
export function withBridgeToken(file: RendererFile, token: string): RendererFile {
  if (!file.contentType.startsWith('text/html')) return file;
  const meta = `<meta name="${bridgeTokenMetaName}" content="${token}">`;
  const html = file.body.toString('utf8');
  const head = /<head[^>]*>/i.exec(html);
  const body = head
    ? `${html.slice(0, head.index + head[0].length)}\n${meta}${html.slice(head.index + head[0].length)}`
    : `${meta}\n${html}`;
  return { ...file, body: Buffer.from(body) };
}
