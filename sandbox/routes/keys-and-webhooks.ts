import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function keyAndWebhookHandlers(_sandbox: Sandbox): Handlers<'getApiKeys' | 'createApiKey' | 'deleteApiKey' | 'getWebhooks' | 'createWebhook' | 'deleteWebhook'> {
  return {
    getApiKeys: () => fail(errors.notFound),
    createApiKey: () => fail(errors.notFound),
    deleteApiKey: () => fail(errors.notFound),
    getWebhooks: () => fail(errors.notFound),
    createWebhook: () => fail(errors.notFound),
    deleteWebhook: () => fail(errors.notFound),
  };
}
