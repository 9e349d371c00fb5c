import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';

const { misdirectedRequest, unsupportedMediaType } = errors;
import { errorOf, useSandbox } from './harness';

// D31: the control interface and the hosted pages are not for other web pages: a foreign Host (DNS
// rebinding) is 421 everywhere, and /sandbox/v1 takes JSON bodies only (415 otherwise, no CORS headers).

interface RawAnswer {
  http: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with a Host header of our choosing, which fetch does not allow. */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: url.hostname, port: url.port, method, path, headers, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ http: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const envelope = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });

describe('D31 the control interface refuses other web pages', () => {
  const sb = useSandbox();
  const clockNow = async () => String((await sb.current.request('GET', '/sandbox/v1/clock')).body.clock.now);
  const port = () => new URL(sb.current.baseUrl).port;

  it.each([
    ['text/plain', 'text/plain', '{"seconds":86400}'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8', '{"seconds":86400}'],
    ['a url-encoded form', 'application/x-www-form-urlencoded', 'seconds=86400'],
    [
      'a multipart form',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="seconds"\r\n\r\n86400\r\n--x--\r\n',
    ],
    ['JSON under another name', 'application/jsonx', '{"seconds":86400}'],
  ])('D31 %s to clock/advance: 415, no CORS headers, and the clock has not moved', async (_name, contentType, rawBody) => {
    const before = await clockNow();
    const answer = await sb.current.request('POST', '/sandbox/v1/clock/advance', {
      rawBody,
      headers: { 'content-type': contentType, origin: 'http://127.0.0.1:1' },
    });
    expect(errorOf(answer)).toEqual(envelope(unsupportedMediaType));
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(Date.parse(await clockNow()) - Date.parse(before)).toBeLessThan(60_000);
  });

  it.each([
    ['a percent-encoded letter', '/%73andbox/v1/clock/advance'],
    ['an encoded version digit', '/sandbox/v%31/clock/advance'],
    ['an encoded last letter', '/sandbo%78/v1/clock/advance'],
    ['a double encoding', '/%2573andbox/v1/clock/advance'],
    ['an encoded slash', '/sandbox%2Fv1/clock/advance'],
    ['upper case', '/SANDBOX/V1/clock/advance'],
    ['doubled slashes', '//sandbox//v1//clock/advance'],
    ['a dot segment', '/rest/../sandbox/v1/clock/advance'],
    ['a query', '/sandbox/v1/clock/advance?x=1'],
  ])('D31 every spelling of the path is guarded: %s with text/plain is 415 and the clock has not moved', async (_name, path) => {
    const before = await clockNow();
    const answer = await rawRequest(
      sb.current.baseUrl,
      'POST',
      path,
      { host: `127.0.0.1:${port()}`, 'content-type': 'text/plain' },
      '{"seconds":86400}',
    );
    expect(answer.http).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({ status: unsupportedMediaType.status, message: unsupportedMediaType.message });
    // The sandbox clock runs on with real time; a day's advance would show.
    expect(Date.parse(await clockNow()) - Date.parse(before)).toBeLessThan(60_000);
  });

  it('D31 an absolute-form target (as a proxy would send it) is guarded too', async () => {
    const before = await clockNow();
    const target = `http://127.0.0.1:${port()}/sandbox/v1/clock/advance`;
    const answer = await rawRequest(
      sb.current.baseUrl,
      'POST',
      target,
      { host: `127.0.0.1:${port()}`, 'content-type': 'text/plain' },
      '{"seconds":86400}',
    );
    expect(answer.http).toBe(415);
    // The sandbox clock runs on with real time; a day's advance would show.
    expect(Date.parse(await clockNow()) - Date.parse(before)).toBeLessThan(60_000);
  });

  it('D31 a write with no content type at all (a no-cors fetch) is 415 too; a reset without JSON resets nothing', async () => {
    const answer = await sb.current.request('POST', '/sandbox/v1/reset');
    expect(errorOf(answer)).toEqual(envelope(unsupportedMediaType));
  });

  it('D31 a preflight gets no CORS permission', async () => {
    const answer = await sb.current.request('OPTIONS', '/sandbox/v1/clock/advance', {
      headers: { origin: 'http://127.0.0.1:1', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(answer.http).not.toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('D31 application/json, with a charset too, still moves the clock; GETs need no content type', async () => {
    const before = await clockNow();
    const answer = await sb.current.request('POST', '/sandbox/v1/clock/advance', {
      rawBody: '{"seconds":3600}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.http).toBe(200);
    expect(Date.parse(answer.body.clock.now) - Date.parse(before)).toBeGreaterThanOrEqual(3_600_000);
  });

  it.each([
    ['GET', '/sandbox/v1/clock', undefined],
    ['POST', '/sandbox/v1/clock/advance', '{"seconds":60}'],
    ['GET', '/rest/vendor/v1/accounts', undefined],
    ['POST', '/rest/pub/v1/calculators/finance', '{"totalPurchaseAmount":1250000,"repaymentTerm":"24","depositAmount":0}'],
    ['GET', '/openapi.json', undefined],
    ['GET', '/checkout/assets/checkout.css', undefined],
    ['GET', '/no/such/route', undefined],
  ])('D31 %s %s with a foreign Host: 421 and nothing done', async (method, path, body) => {
    const before = await clockNow();
    for (const host of ['evil.example', `evil.example:${port()}`, `127.0.0.2:${port()}`, `localhost:${Number(port()) + 1}`, '127.0.0.1']) {
      const answer = await rawRequest(sb.current.baseUrl, method, path, { host, 'content-type': 'application/json' }, body);
      expect({ host, http: answer.http, body: JSON.parse(answer.body) }).toEqual({
        host,
        http: misdirectedRequest.http,
        body: { status: misdirectedRequest.status, message: misdirectedRequest.message },
      });
    }
    expect(Date.parse(await clockNow()) - Date.parse(before)).toBeLessThan(60_000);
  });

  it('D31 the listen address and localhost, with the port, are at home', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`]) {
      const answer = await rawRequest(sb.current.baseUrl, 'GET', '/sandbox/v1/clock', { host });
      expect({ host, http: answer.http }).toEqual({ host, http: 200 });
    }
  });

  it('D31 a request with no Host at all is refused (Node itself answers an HTTP/1.1 request without one 400)', async () => {
    const answer = await rawRequest(sb.current.baseUrl, 'GET', '/sandbox/v1/clock', {});
    expect([400, misdirectedRequest.http]).toContain(answer.http);
  });
});
