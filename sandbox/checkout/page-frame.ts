import { html, type Html } from './html';

// Every checkout page: one frame, one stylesheet, no script.

export const stylesheetPath = '/checkout/assets/checkout.css';
export const brandName = 'Sandbox Finance';

export interface PageContent {
  title: string;
  /** "Error: " goes before the title, so screen reader users hear it first (GOV.UK pattern). */
  hasErrors?: boolean;
  main: Html;
}

export function pageDocument({ title, hasErrors = false, main }: PageContent): Html {
  return html`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${hasErrors && 'Error: '}${title} – ${brandName}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="masthead">
  <div class="masthead-inner">
    <span class="brand"><span class="brand-mark" aria-hidden="true"></span>${brandName}</span>
    <span class="sandbox-badge">Sandbox</span>
    <span class="secure"><span class="lock" aria-hidden="true"></span>Secure application</span>
  </div>
</header>
<main id="main" class="page" tabindex="-1">
${main}
</main>
<footer class="footer">
  <div class="footer-inner">
    <p>${brandName} offers interest-free payment plans, repaid fortnightly.</p>
    <p>This is the sandbox: no credit is offered, and no real SMS or email is sent.</p>
  </div>
</footer>
</body>
</html>
`;
}
