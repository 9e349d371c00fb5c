import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function quoteHandlers(_sandbox: Sandbox): Handlers<'getQuotes' | 'getQuote' | 'createQuote' | 'resendQuote' | 'cancelQuote'> {
  return {
    getQuotes: () => fail(errors.notFound),
    getQuote: () => fail(errors.notFound),
    createQuote: () => fail(errors.notFound),
    resendQuote: () => fail(errors.notFound),
    cancelQuote: () => fail(errors.notFound),
  };
}
