import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function calloutHandlers(_sandbox: Sandbox): Handlers<'createCalloutRequest'> {
  return {
    createCalloutRequest: () => fail(errors.notFound),
  };
}
