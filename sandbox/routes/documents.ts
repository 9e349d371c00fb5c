import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function documentHandlers(_sandbox: Sandbox): Handlers<'getApplicationDocumentTypes' | 'getApplicationDocuments' | 'createApplicationDocument'> {
  return {
    getApplicationDocumentTypes: () => fail(errors.notFound),
    getApplicationDocuments: () => fail(errors.notFound),
    createApplicationDocument: () => fail(errors.notFound),
  };
}
