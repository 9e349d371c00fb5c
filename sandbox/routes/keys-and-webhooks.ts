import { accountQuery, createApiKeyBody, createWebhookBody, resourceIdParams, type ApiKey, type Webhook } from '../../shared/wire/api-keys';
import { errors } from '../../shared/wire/errors';
import { createApiKey, type NewApiKey } from '../api-key-records';
import { requireAccount, requireAdministrator } from '../authority';
import { formatTimestamp } from '../clock';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import type { Caller, Sandbox } from '../sandbox';
import { fail, type FieldErrors } from '../service-error';
import type { ApiKeyRecord, WebhookRecord } from '../store/record-schemas';

// D24: checkout keys and webhooks over REST, for administrators (D10) within their own accounts.

export function keyAndWebhookHandlers(
  sandbox: Sandbox,
): Handlers<'getApiKeys' | 'createApiKey' | 'deleteApiKey' | 'getWebhooks' | 'createWebhook' | 'deleteWebhook'> {
  return {
    getApiKeys: ({ query }, caller) => {
      const accountId = queriedAccount(requireAdministrator(caller), query);
      const keys = sandbox.state.apiKeys.filter((key) => key.account_id === accountId);
      return { apiKeys: keys.map((key) => presentApiKey(key, 'masked')) };
    },
    createApiKey: ({ body }, caller) => {
      const admin = requireAdministrator(caller);
      const input = parseInput(createApiKeyBody, body, errors.invalidDataProvided);
      requireAccount(admin, input.account_id, errors.invalidAccountId);
      const problems = restrictionProblems(input);
      if (Object.keys(problems).length > 0) fail(errors.invalidDataProvided, problems);
      // The only answer that ever shows a private key whole (D24).
      return { apiKey: presentApiKey(createApiKey(sandbox, input), 'whole') };
    },
    deleteApiKey: ({ params }, caller) => {
      const key = ownRecord(requireAdministrator(caller), sandbox.state.apiKeys, params);
      sandbox.store.apiKeys.remove(key);
      return {};
    },
    getWebhooks: ({ query }, caller) => {
      const accountId = queriedAccount(requireAdministrator(caller), query);
      return { webhooks: sandbox.state.webhooks.filter((hook) => hook.account_id === accountId).map(presentWebhook) };
    },
    createWebhook: ({ body }, caller) => {
      const admin = requireAdministrator(caller);
      const { account_id, url } = parseInput(createWebhookBody, body, errors.invalidDataProvided);
      requireAccount(admin, account_id, errors.invalidAccountId);
      // One registration per URL, so no event is delivered twice to the same receiver.
      if (sandbox.state.webhooks.some((hook) => hook.account_id === account_id && hook.url === url)) {
        fail(errors.invalidDataProvided, { url: ['Already registered for this account'] });
      }
      const webhook: WebhookRecord = { id: sandbox.newId('whk_'), account_id, url, created: sandbox.now() };
      sandbox.store.webhooks.insert(webhook);
      return { webhook: presentWebhook(webhook) };
    },
    deleteWebhook: ({ params }, caller) => {
      const webhook = ownRecord(requireAdministrator(caller), sandbox.state.webhooks, params);
      sandbox.store.webhooks.remove(webhook);
      return {};
    },
  };
}

function queriedAccount(caller: Caller, query: unknown): string {
  const { accountId } = parseInput(accountQuery, query, errors.invalidAccountId);
  return requireAccount(caller, accountId, errors.invalidAccountId);
}

/** D24: an unknown id and another account's record answer alike, so ids reveal nothing. */
function ownRecord<T extends { id: string; account_id: string }>(caller: Caller, records: readonly T[], params: unknown): T {
  const { id } = parseInput(resourceIdParams, params, errors.notFound);
  return records.find((record) => record.id === id && caller.user.accountIds.includes(record.account_id)) ?? fail(errors.notFound);
}

/** D23: a public key works only with referrer and redirect restrictions; a private key signs and takes none. */
function restrictionProblems(key: NewApiKey): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of ['referrer_urls', 'redirect_urls'] as const) {
    if (key.type === 'PUBLIC' && key[field].length === 0) problems[field] = ['A public key needs at least one URL'];
    if (key.type === 'PRIVATE' && key[field].length > 0) problems[field] = ['A private key takes no URLs'];
  }
  return problems;
}

/** D24: listed, a private key shows only its last four characters. */
function presentApiKey(record: ApiKeyRecord, shown: 'masked' | 'whole'): ApiKey {
  const masked = record.type === 'PRIVATE' && shown === 'masked';
  return {
    id: record.id,
    type: record.type,
    key: masked ? `••••${record.key.slice(-4)}` : record.key,
    referrer_urls: record.referrer_urls,
    redirect_urls: record.redirect_urls,
    created: formatTimestamp(record.created),
  };
}

function presentWebhook(record: WebhookRecord): Webhook {
  return { id: record.id, url: record.url, created: formatTimestamp(record.created) };
}
