import { createHash, randomBytes, randomInt } from 'node:crypto';

/** At least 32 random bytes, base64url (D9). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, for tokens of an exact length (D20 32 characters, D25 50 characters). */
export function randomAlphanumeric(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphanumeric[randomInt(alphanumeric.length)];
  return text;
}

export function randomDigits(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String(randomInt(10));
  return text;
}

export function sha256Hex(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}
