import type { FastifyReply } from 'fastify';
import type { Html } from './html';

// Answers for a page where people type personal details: no caching, no framing, no script, and no referrer
// that would leak the checkout's address to the next site.

const privateHeaders = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** Hosts may hold characters such as `;` that would end a CSP directive; such an origin is left out. */
const cspSource = /^https?:\/\/[A-Za-z0-9.\-:[\]]+$/;

/**
 * Sends a page. `formTargets` are the origins a form on the page may end up at: Chromium applies CSP
 * `form-action` to the redirects after a submission, so the vendor's origin must be listed for the way back.
 */
export function sendPage(reply: FastifyReply, status: number, page: Html, formTargets: readonly string[] = []): FastifyReply {
  return reply
    .code(status)
    .headers({
      ...privateHeaders,
      'content-security-policy': [
        "default-src 'none'",
        "style-src 'self'",
        "img-src 'self'",
        `form-action 'self'${formTargets
          .filter((origin) => cspSource.test(origin))
          .map((origin) => ` ${origin}`)
          .join('')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      'x-content-type-options': 'nosniff',
    })
    .type('text/html; charset=utf-8')
    .send(page.text);
}

/** 303: after a post, the browser fetches the next page (or the vendor's) with GET; a redirect's Referrer-Policy governs that request. */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.headers(privateHeaders).redirect(location, 303);
}
