import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function contentHandlers(_sandbox: Sandbox): Handlers<'getContent' | 'getProductCategories'> {
  return {
    getContent: () => fail(errors.notFound),
    getProductCategories: () => fail(errors.notFound),
  };
}
