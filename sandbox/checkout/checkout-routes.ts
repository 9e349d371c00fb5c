import type { FastifyError, FastifyReply } from 'fastify';
import type { Sandbox } from '../sandbox';
import type { RouteRegistrar } from '../server';
import { ServiceError } from '../service-error';
import { openCheckout } from './checkout-book';
import { actOnCheckout, showCheckout } from './checkout-flow';
import { judgeCheckout, type CheckoutPost } from './checkout-request';
import { checkoutPath } from './checkout-scene';
import { checkoutStylesheet } from './checkout-style';
import { acceptHtmlForms } from './form-body';
import { noticePage } from './notice-page';
import { stylesheetPath } from './page-frame';
import { seeOther, sendPage } from './page-response';
import { applyFromQuote } from './quote-link';

// D23 checkout and D17 apply links, in their own scope: browsers post url-encoded forms here, and every
// answer is a page or a redirect — never JSON, never a stack, never a 500 for anything a browser can send.

/** Checkout forms are small; anything bigger is refused before it is parsed. */
const formBodyLimitBytes = 64 * 1024;

interface ById {
  Params: { id: string };
}

export function checkoutRoutes(sandbox: Sandbox): RouteRegistrar {
  return (app) => {
    app.register(async (scope) => {
      acceptHtmlForms(scope);
      scope.setErrorHandler((error: FastifyError | ServiceError, _request, reply) => unreadableRequest(error, reply));
      scope.get(stylesheetPath, (_request, reply) =>
        reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(checkoutStylesheet),
      );
      scope.post('/checkout', { bodyLimit: formBodyLimitBytes }, (request, reply) => startCheckout(sandbox, reply, request));
      scope.get<ById>('/checkout/:id', (request, reply) => showCheckout(sandbox, reply, request.params.id, request.query));
      scope.post<ById>('/checkout/:id', { bodyLimit: formBodyLimitBytes }, (request, reply) =>
        actOnCheckout(sandbox, reply, request.params.id, request.body),
      );
      scope.get<ById>('/apply/quote/:id', (request, reply) => applyFromQuote(sandbox, reply, request.params.id, request.query));
    });
  };
}

/** D23: a request with no valid key or redirect is an HTTP 400 page; other problems go back with error 10002. */
async function startCheckout(sandbox: Sandbox, reply: FastifyReply, post: CheckoutPost): Promise<FastifyReply> {
  const verdict = await judgeCheckout(sandbox, post);
  if (verdict.kind === 'rejected') return seeOther(reply, verdict.returnTo);
  if (verdict.kind === 'refused') {
    return sendPage(
      reply,
      400,
      noticePage({
        title: 'This checkout cannot start',
        tone: 'problem',
        paragraphs: [
          verdict.problem,
          'Nothing about you was sent to us. Go back to the shop’s website and try again, or ask the shop for help.',
        ],
      }),
    );
  }
  return seeOther(reply, checkoutPath(openCheckout(sandbox, verdict.checkout)));
}

/** A body that cannot be read (not a form, not JSON, too large) is the browser's problem, told plainly. */
function unreadableRequest(error: FastifyError | ServiceError, reply: FastifyReply): FastifyReply {
  const status = error instanceof ServiceError ? 400 : error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const why = status === 413 ? 'It held far more than an application needs.' : 'It was not sent the way a browser sends this form.';
    return sendPage(
      reply,
      status,
      noticePage({
        title: 'We could not read that form',
        tone: 'problem',
        paragraphs: [why, 'Nothing was changed. Go back and try again.'],
      }),
    );
  }
  console.error('sandbox checkout: unexpected error', error);
  return sendPage(
    reply,
    500,
    noticePage({
      title: 'Something went wrong on our side',
      tone: 'problem',
      paragraphs: ['Nothing was submitted. Please try again in a moment.'],
    }),
  );
}
