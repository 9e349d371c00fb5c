/**
 * The origin of a URL as Chromium sees it for http(s) and for our registered standard `app:` scheme, or null.
 * Node's URL gives custom schemes the opaque origin "null", so those are built from scheme and host here.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Credentials in a URL only disguise where it points (app://kiosk@evil is the host "evil").
  if (parsed.username !== '' || parsed.password !== '' || parsed.host === '') return null;
  if (parsed.origin !== 'null') return parsed.origin;
  return `${parsed.protocol}//${parsed.host.toLowerCase()}`;
}

/** Compares parsed origins, never string prefixes (docs/house-plan.md, window hardening). */
export function isSameOrigin(url: string, expectedOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(expectedOrigin);
}
