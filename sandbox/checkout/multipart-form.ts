// D33: `multipart/form-data` is an ordinary HTML form too (RFC 7578). Only text fields are read; a file part
// has no place in checkout and is left out. A body that is not well-formed multipart is undefined: unreadable.

/** The boundary named by a `multipart/form-data` content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The text fields of a multipart body, the last value of a name winning as in a url-encoded form; undefined if malformed. */
export function parseMultipartForm(body: Buffer, boundary: string): Record<string, string> | undefined {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  // A Map, so a field named `__proto__` is a field like any other.
  const fields = new Map<string, string>();
  let at = text.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    at += delimiter.length;
    if (text.startsWith('--', at)) return Object.fromEntries(fields); // the closing delimiter
    if (!text.startsWith('\r\n', at)) return undefined;
    const headersEnd = text.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0) return undefined;
    const next = text.indexOf(`\r\n${delimiter}`, headersEnd + 4);
    if (next < 0) return undefined;
    const name = fieldName(text.slice(at + 2, headersEnd));
    if (name === undefined) return undefined;
    if (name !== null) fields.set(name, Buffer.from(text.slice(headersEnd + 4, next), 'latin1').toString('utf8'));
    at = next + 2;
  }
}

/** The part's field name; null for a file part (skipped); undefined when it has no form-data disposition. */
function fieldName(headers: string): string | null | undefined {
  const disposition = headers.split('\r\n').find((line) => /^content-disposition:/i.test(line));
  if (disposition === undefined || !/:\s*form-data\s*(;|$)/i.test(disposition)) return undefined;
  if (/;\s*filename\*?=/i.test(disposition)) return null;
  const match = /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition) ?? /;\s*name=([^\s;]+)/i.exec(disposition);
  return match?.[1] === undefined ? undefined : Buffer.from(match[1], 'latin1').toString('utf8');
}
