import { utf8 } from './utf8';
import type { WebCrypto } from './web-crypto';

// The host's Web Crypto (Node 20, browsers and Electron alike), found at run time: see web-crypto.d.ts for why.

/** The host's Web Crypto, checked at run time; a host without it is a broken install, so this throws. */
export function webCrypto(): WebCrypto {
  const host: unknown = Reflect.get(globalThis, 'crypto');
  if (!isWebCrypto(host)) throw new Error('shared: this runtime has no Web Crypto (globalThis.crypto.subtle)');
  return host;
}

/** Lowercase hex, two digits a byte, as the service writes digests (D23, D25). */
export function hexOf(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The lowercase hex SHA-256 of `text` as UTF-8. */
export async function sha256Hex(text: string): Promise<string> {
  return hexOf(await webCrypto().subtle.digest('SHA-256', utf8(text)));
}

function isWebCrypto(value: unknown): value is WebCrypto {
  const subtle: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'subtle') : undefined;
  return (
    typeof subtle === 'object' &&
    subtle !== null &&
    typeof Reflect.get(subtle, 'importKey') === 'function' &&
    typeof Reflect.get(subtle, 'sign') === 'function' &&
    typeof Reflect.get(subtle, 'digest') === 'function'
  );
}
