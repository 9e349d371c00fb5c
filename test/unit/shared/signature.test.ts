import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFreshness, maxAgeSeconds, maxLeadSeconds, sign, verifySignature } from '../../../shared/signature';

// Document, "Authentication" / "Events": hex HMAC-SHA256 of timestamp + token, keyed with the private key (UTF-8).

const privateKey = 'sk_SandboxPrivateKey0123456789';
const timestamp = '1767225600';
const token = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ3kL';
/** Computed once with node:crypto: createHmac('sha256', privateKey).update(timestamp + token).digest('hex'). */
const knownSignature = '70286f506669edb78a5481f7e9a7cf5669d371a9f22e6e6b022426140f4233dc';

/** Node writes a lone surrogate as U+FFFD too. */
const nodeHmac = (key: string, text: string) => createHmac('sha256', Buffer.from(key, 'utf8')).update(text, 'utf8').digest('hex');

describe('sign', () => {
  it('gives the known vector, lowercase hex', async () => {
    expect(await sign(privateKey, timestamp, token)).toBe(knownSignature);
  });

  it.each([
    ['a key outside ASCII', 'clé-privée-🔑', 'token'],
    ['a lone surrogate, written as U+FFFD like TextEncoder', '\uD800key', 'token'],
    ['a token outside ASCII', 'key', 'jetón-✓'],
  ])('agrees with node:crypto for %s', async (_case, key, text) => {
    expect(await sign(key, timestamp, text)).toBe(nodeHmac(key, timestamp + text));
  });
});

describe('verifySignature (D26)', () => {
  const message = { signature: knownSignature, timestamp, token };

  it('accepts the right signature, in either case', async () => {
    expect(await verifySignature(message, privateKey)).toBe(true);
    expect(await verifySignature({ ...message, signature: knownSignature.toUpperCase() }, privateKey)).toBe(true);
  });

  it('refuses a signature with any one character flipped', async () => {
    for (let i = 0; i < knownSignature.length; i++) {
      const flipped = knownSignature.slice(0, i) + (knownSignature[i] === '0' ? '1' : '0') + knownSignature.slice(i + 1);
      expect(await verifySignature({ ...message, signature: flipped }, privateKey)).toBe(false);
    }
  });

  it('refuses a wrong key, and a changed timestamp or token', async () => {
    expect(await verifySignature(message, `${privateKey}x`)).toBe(false);
    expect(await verifySignature(message, 'sk_another')).toBe(false);
    expect(await verifySignature({ ...message, timestamp: '1767225601' }, privateKey)).toBe(false);
    expect(await verifySignature({ ...message, token: `${token.slice(1)}a` }, privateKey)).toBe(false);
  });

  it.each([
    ['no fields', {}],
    ['a missing signature', { timestamp, token }],
    ['a short signature', { ...message, signature: knownSignature.slice(2) }],
    ['a long signature', { ...message, signature: `${knownSignature}00` }],
    ['a non-hex signature', { ...message, signature: `${knownSignature.slice(1)}g` }],
    ['a numeric signature', { ...message, signature: 70286 }],
    ['a null timestamp', { ...message, timestamp: null }],
    ['a numeric timestamp', { ...message, timestamp: 1767225600 }],
    ['a non-numeric timestamp', { ...message, timestamp: '2026-01-01' }],
    ['an empty token', { ...message, token: '' }],
    ['an object token', { ...message, token: { value: token } }],
  ])('is false, never a throw, for %s', async (_case, malformed) => {
    await expect(verifySignature(malformed, privateKey)).resolves.toBe(false);
  });

  it('is false for an empty private key', async () => {
    await expect(verifySignature(message, '')).resolves.toBe(false);
  });
});

describe('checkFreshness (D26)', () => {
  const now = 1_767_225_600;

  it('takes a timestamp up to 24 hours old and up to 5 minutes ahead', () => {
    expect(checkFreshness(String(now), now)).toBe('fresh');
    expect(checkFreshness(String(now - maxAgeSeconds), now)).toBe('fresh');
    expect(checkFreshness(String(now + maxLeadSeconds), now)).toBe('fresh');
  });

  it('refuses one a second older or further ahead', () => {
    expect(maxAgeSeconds).toBe(86_400);
    expect(maxLeadSeconds).toBe(300);
    expect(checkFreshness(String(now - maxAgeSeconds - 1), now)).toBe('stale');
    expect(checkFreshness(String(now + maxLeadSeconds + 1), now)).toBe('ahead');
  });

  it.each([[undefined], [''], ['12a'], ['-5'], ['1.5'], [now], ['1234567890123']])('calls %j malformed', (value) => {
    expect(checkFreshness(value, now)).toBe('malformed');
  });
});
