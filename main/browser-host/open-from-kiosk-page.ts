import { createHash } from 'node:crypto';

// K15: what the browser host serves a request that holds no session of its own (another program's curl, a browser
// opened by hand, a spent address): no token, no start state, no customer, only how to reach the kiosk properly.

const style = `body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f6; color: #17212f;
  font: 1.0625rem/1.5 'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif; }
main { max-width: 36rem; margin: 32px; padding: 32px 48px; background: #fff; border: 1px solid #c9d2dd; border-radius: 12px; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 16px; }
p { margin: 0 0 12px; }
p:last-child { margin-bottom: 0; color: #4a5668; }`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Finance Kiosk</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Open the kiosk from its own window</h1>
<p>This browser has not been let in to the kiosk. The kiosk shows its screens only in the window it opened when it
started, or at the one-time address it printed then, which works once.</p>
<p>Use the kiosk’s own window. If it was closed, stop the kiosk and start it again (npm start): it opens a new one.</p>
</main>
</body>
</html>
`;

/** The page, and headers that let it run nothing and load nothing but its own style. */
export const openFromKioskPage = {
  body: Buffer.from(page),
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  },
} as const;
