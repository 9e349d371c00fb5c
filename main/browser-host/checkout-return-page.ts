// D23, K15: the provider sends the customer back to the kiosk from its own site, and for that navigation (and any
// redirect it starts) the browser withholds our SameSite=Strict session cookie. A page of our own that moves on to the
// screens starts a same-site navigation, which carries it. The page holds only the address checkout gave.

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };

/** The page that moves on to `location` (a path of ours) at once, in place of itself in the history. */
export function checkoutReturnPage(location: string): { body: Buffer; headers: Record<string, string> } {
  const target = location.replace(/[&"<>']/g, (character) => escapes[character] ?? character);
  return {
    body: Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${target}">
<title>Finance Kiosk</title>
</head>
<body></body>
</html>
`),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      // The signed query is for the kiosk alone.
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    },
  };
}
