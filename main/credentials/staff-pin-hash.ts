import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * K1, K15: only a salted, deliberately slow hash of a staff PIN is kept: scrypt, N=2^15, r=10, p=1 (40 MiB), about
 * 230 ms of one core a check (`npm run bench:staff-pin` measures it), so whoever copies the hash out of the keychain pays
 * that for every PIN they try. Issue 34 raised r from 8 (about 190 ms); hashes made before still verify.
 */
export const staffPinHashCost = { N: 2 ** 15, r: 10, p: 1 } as const;

// A stored hash names its own parameters; at most twice today's memory, so a planted one cannot exhaust main.
const maxmem = 2 * 128 * staffPinHashCost.N * staffPinHashCost.r;
const keyLength = 32;
const encoded = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashStaffPin(pin: string): Promise<string> {
  const { N, r, p } = staffPinHashCost;
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, keyLength, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong PIN and for a stored value that is not one of our hashes. */
export async function staffPinMatches(pin: string, stored: string): Promise<boolean> {
  const parts = encoded.exec(stored);
  if (!parts) return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem };
  const actual = await derive(pin, Buffer.from(salt ?? '', 'base64url'), expected.length, options).catch(() => null);
  return actual !== null && timingSafeEqual(actual, expected);
}

function derive(pin: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
