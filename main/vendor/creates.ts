import type { EndpointId } from '../../shared/wire/endpoints';

/** K3 (and D11, D24): each call makes something new, so a lost answer is reported as an unknown outcome, never repeated blindly. */
export const creates: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'createQuote',
  'createCalloutRequest',
  'createApplicationDocument',
  'createUser',
  'generateUserApiCredentials',
  'createApiKey',
  'createWebhook',
]);
