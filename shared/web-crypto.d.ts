// The little of Web Crypto that shared/ uses (signature.ts, the checkout checksum). shared/ compiles without DOM or
// Node types, and a global `crypto` declared here would clash with theirs where both are present, so these are
// plain types and host-crypto.ts finds the host's `crypto` by a check at run time.

/** An HMAC key held by the host; opaque to us. */
export interface HmacKey {
  readonly type: string;
}

export interface HmacSubtleCrypto {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    keyUsages: readonly 'sign'[],
  ): Promise<HmacKey>;
  sign(algorithm: 'HMAC', key: HmacKey, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

export interface WebCrypto {
  readonly subtle: HmacSubtleCrypto;
}
