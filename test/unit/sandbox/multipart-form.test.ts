import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipartForm } from '../../../sandbox/checkout/multipart-form';

// D33: checkout reads multipart/form-data as the ordinary HTML form it is; text fields only, malformed is unreadable.

const part = (name: string, value: string, extra = '') =>
  `--b\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;

describe('multipart/form-data (D33)', () => {
  it('finds the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundary7MA4')).toBe('----WebKitFormBoundary7MA4');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
  });

  it('reads text fields in UTF-8, the last of a repeated name winning, file parts left out', () => {
    const body = Buffer.from(
      `${part('redirect', 'https://shop.example/r')}${part('product_description', 'Panels – 6.6 kW ✓')}${part('redirect', 'https://shop.example/last')}${part('invoice', '%PDF-1.4', '; filename="x.pdf"')}--b--\r\n`,
      'utf8',
    );
    expect(parseMultipartForm(body, 'b')).toEqual({ redirect: 'https://shop.example/last', product_description: 'Panels – 6.6 kW ✓' });
  });

  it('keeps a field named __proto__ as a field, never a prototype', () => {
    const fields = parseMultipartForm(Buffer.from(`${part('__proto__', 'x')}--b--\r\n`), 'b');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields ?? {})).toEqual(['__proto__']);
  });

  it.each([
    ['no delimiter', 'nothing here'],
    ['a part never closed', part('redirect', 'x').slice(0, -2)],
    ['a part with no disposition', '--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--'],
    ['a part with no headers end', '--b\r\nContent-Disposition: form-data; name="a"'],
  ])('%s: unreadable', (_name, text) => {
    expect(parseMultipartForm(Buffer.from(text), 'b')).toBeUndefined();
  });
});
