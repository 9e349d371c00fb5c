import { bridgeTokenMetaName } from '../../shared/contract/bridge';
import { intoPageHead } from '../window/page-head';
import type { RendererFile } from '../window/renderer-files';

/** Puts the bridge token into a served page, where only our own origin can read it. */
export function withBridgeToken(file: RendererFile, token: string): RendererFile {
  return intoPageHead(file, `<meta name="${bridgeTokenMetaName}" content="${token}">`);
}
