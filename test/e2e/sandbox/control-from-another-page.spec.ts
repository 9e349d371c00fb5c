import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { startSandbox, type RunningSandbox } from '../../../sandbox';

// D31: a web page on another loopback port tries every way a browser lets a page reach the control
// interface without asking; none moves the sandbox clock.

let sandbox: RunningSandbox;
let attacker: Server;
let attackerOrigin = '';

/** A page of another origin whose scripts and forms aim at the sandbox's clock. */
function attackerPage(target: string): string {
  const body = JSON.stringify({ seconds: 30 * 86_400 });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body>
<form id="plain" method="post" enctype="text/plain" action="${target}" target="sink"><input name='{"seconds":2592000,"x":"' value='"}'></form>
<form id="urlencoded" method="post" action="${target}" target="sink"><input name="seconds" value="2592000"></form>
<form id="multipart" method="post" enctype="multipart/form-data" action="${target}" target="sink"><input name="seconds" value="2592000"></form>
<iframe name="sink" title="sink"></iframe>
<script>
window.attempts = async () => {
  const outcomes = [];
  const attempt = async (name, init) => {
    try { const r = await fetch(${JSON.stringify(target)}, init); outcomes.push(name + ':' + r.type + ':' + r.status); }
    catch (error) { outcomes.push(name + ':refused'); }
  };
  await attempt('no-cors text/plain', { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(body)} });
  await attempt('no-cors no body', { method: 'POST', mode: 'no-cors' });
  await attempt('cors json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(body)} });
  return outcomes;
};
</script></body></html>`;
}

test.beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'empty' });
  const page = attackerPage(`${sandbox.baseUrl}/sandbox/v1/clock/advance`);
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const address = attacker.address();
  if (address === null || typeof address === 'string') throw new Error('attacker page: no TCP port');
  attackerOrigin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
  await sandbox.close();
});

test('D31 a page on another loopback port cannot move the sandbox clock', async ({ page }) => {
  const before = sandbox.sandbox.now();
  await page.goto(attackerOrigin);
  const outcomes = await page.evaluate(() => (window as unknown as { attempts(): Promise<string[]> }).attempts());
  // Opaque answers for no-cors; the JSON attempt's preflight gets no CORS permission, so it never goes out.
  expect(outcomes).toEqual(['no-cors text/plain:opaque:0', 'no-cors no body:opaque:0', 'cors json:refused']);
  for (const form of ['plain', 'urlencoded', 'multipart']) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/sandbox/v1/clock/advance'));
    await page.locator(`#${form}`).evaluate((element) => (element as HTMLFormElement).submit());
    expect((await answered).status(), form).toBe(415);
  }
  // Thirty days would have passed had any attempt got through.
  expect(sandbox.sandbox.now() - before).toBeLessThan(60_000);
});
