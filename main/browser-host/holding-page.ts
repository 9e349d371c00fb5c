import { bridgePathPrefix } from '../../shared/contract/bridge';
import type { RendererFile } from '../window/renderer-files';

// Served while dist/renderer has not been built: says so, and shows the bridge answering two channels.

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Finance Kiosk</title>
<link rel="stylesheet" href="/holding.css">
<script type="module" src="/holding.js"></script>
</head>
<body>
<main>
<h1>Finance Kiosk</h1>
<p>The kiosk’s screens are being built. Meanwhile, this page shows that the kiosk itself is running and answering.</p>
<dl>
<dt>Who is signed in <code>session:status</code></dt>
<dd id="status">Asking the kiosk…</dd>
<dt>An example repayment <code>calculator:repayment</code></dt>
<dd id="repayment">Asking the kiosk…</dd>
</dl>
</main>
</body>
</html>
`;

const script = `async function call(channel, input) {
  try {
    const response = await fetch('${bridgePathPrefix}' + channel, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return await response.json();
  } catch {
    return { ok: false, error: { message: 'The kiosk is not answering. Is it still running?' } };
  }
}

function show(id, text) {
  document.getElementById(id).textContent = text;
}

const dollars = (cents) => (cents / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });

const status = await call('session:status', {});
const profile = status.ok ? status.data.profile : null;
show('status', !status.ok ? status.error.message : profile
  ? profile.displayName + ' (' + profile.environment + '), branch ' + profile.branch.name + (status.data.locked ? ', locked' : '')
  : 'Nobody yet: no staff profile is in use.');

const repayment = await call('calculator:repayment', { totalPurchaseAmount: 500000, depositAmount: 0, repaymentTerm: 12, includeFees: true });
show('repayment', repayment.ok
  ? '$5,000.00 over 12 months with the establishment fee: ' + repayment.data.instalments + ' fortnightly repayments of ' + dollars(repayment.data.repaymentAmount)
  : repayment.error.message);
`;

const style = `body { font: 18px/1.5 system-ui, sans-serif; margin: 0; color: #1b2430; background: #f4f6f8; }
main { max-width: 40rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
dt { font-weight: 600; margin-top: 1rem; }
code { font-size: 0.8em; color: #5a6573; margin-left: 0.5em; }
dd { margin: 0.25rem 0 0; }
`;

const assets: Readonly<Record<string, RendererFile>> = {
  '/': { body: Buffer.from(page), contentType: 'text/html; charset=utf-8' },
  '/index.html': { body: Buffer.from(page), contentType: 'text/html; charset=utf-8' },
  '/holding.js': { body: Buffer.from(script), contentType: 'text/javascript; charset=utf-8' },
  '/holding.css': { body: Buffer.from(style), contentType: 'text/css; charset=utf-8' },
};

export function holdingPageFile(urlPath: string): RendererFile | null {
  return assets[urlPath] ?? null;
}
