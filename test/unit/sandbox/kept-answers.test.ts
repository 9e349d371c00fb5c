import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answeringKept } from '../../../sandbox/kept-answers';

// Issue 39 item 9: the sandbox answers a body it answered before in front of its router. What the router is left with
// must be every other request, its body whole.

const path = '/rest/pub/v1/calculators/finance';
const keptBody = '{"totalPurchaseAmount":500000,"repaymentTerm":"12"}';
const keptAnswer = '{"status":2000,"data":{"kept":true}}';

let server: Server | undefined;
afterEach(async () => {
  server?.close();
  if (server) await once(server, 'close');
  server = undefined;
});

/** A server whose router answers with what it read, and the bodies it saw. */
async function serve(): Promise<{ port: number; routed: string[] }> {
  const routed: string[] = [];
  const route: RequestListener = (request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      routed.push(text);
      const answer = `routed ${text}`;
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(answer) });
      response.end(answer);
    });
  };
  const kept = (at: string, bodyText: string) => (at === path && bodyText === keptBody ? keptAnswer : undefined);
  server = createServer(answeringKept((at) => at === path, kept, route));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, routed };
}

async function post(port: number, at: string, body: string): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}${at}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return answer.text();
}

describe('answeringKept', () => {
  it('answers a kept body without the router, and routes every other body whole', async () => {
    const { port, routed } = await serve();
    expect(await post(port, path, keptBody)).toBe(keptAnswer);
    expect(routed).toEqual([]);
    expect(await post(port, path, `${keptBody} `)).toBe(`routed ${keptBody} `);
    expect(await post(port, `${path}?again`, keptBody)).toBe(`routed ${keptBody}`);
    expect(await post(port, path, '')).toBe('routed ');
    expect(routed).toEqual([`${keptBody} `, keptBody, '']);
  });

  it('routes a body still on its way when the headers came, with all of it', async () => {
    const { port, routed } = await serve();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${keptBody.length}\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.end(keptBody);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    await once(socket, 'close');
    expect(reply).toContain(`routed ${keptBody}`);
    expect(routed).toEqual([keptBody]);
  });

  it('keeps the order of answers on one connection: kept, routed, kept', async () => {
    const { port } = await serve();
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const request = (body: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    // Sent at once: one read carries all three.
    socket.end(request(keptBody) + request('{}') + request(keptBody));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    await once(socket, 'close');
    const bodies = reply
      .split('HTTP/1.1 200 OK')
      .slice(1)
      .map((answer) => answer.split('\r\n\r\n')[1]);
    expect(bodies).toEqual([keptAnswer, 'routed {}', keptAnswer]);
  });
});
