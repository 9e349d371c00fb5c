import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// A staff PIN is 4 to 8 digits, so only a salted, deliberately slow hash is kept (K1): scrypt, N=2^15, r=8, p=1.
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const keyLength = 32;
const encoded = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashStaffPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong PIN and for a stored value that is not one of our hashes. */
export async function staffPinMatches(pin: string, stored: string): Promise<boolean> {
  const parts = encoded.exec(stored);
  if (!parts) return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: cost.maxmem };
  const actual = await derive(pin, Buffer.from(salt ?? '', 'base64url'), expected.length, options).catch(() => null);
  return actual !== null && timingSafeEqual(actual, expected);
}

function derive(pin: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
