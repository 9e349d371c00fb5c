import { z } from 'zod';
import { apiKeyTypes } from '../enums';
import { id, okStatus, timestamp } from './common';

// D24: keys and webhooks over REST, ADMINISTRATOR only.

const absoluteUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** D23, D28: the kiosk's Electron pages post checkout from `app://kiosk`, so a referrer may also be in that scheme. */
const referrerUrl = z.url({ protocol: /^(https?|app)$/ }).max(2000);

export const apiKey = z.object({
  id,
  type: z.enum(apiKeyTypes),
  key: z.string().meta({ description: 'A private key shows only its last four characters, except when created' }),
  referrer_urls: z.array(z.string()),
  redirect_urls: z.array(z.string()),
  created: timestamp,
});
export type ApiKey = z.infer<typeof apiKey>;

export const getApiKeysResponse = z.object({ status: okStatus, apiKeys: z.array(apiKey) });
export const createApiKeyBody = z.strictObject({
  account_id: id,
  type: z.enum(apiKeyTypes),
  referrer_urls: z.array(referrerUrl).max(20).default([]),
  redirect_urls: z.array(absoluteUrl).max(20).default([]),
});
export const apiKeyResponse = z.object({ status: okStatus, apiKey });
export const resourceIdParams = z.strictObject({ id: z.string() });

export const webhook = z.object({ id, url: z.string(), created: timestamp });
export type Webhook = z.infer<typeof webhook>;
export const getWebhooksResponse = z.object({ status: okStatus, webhooks: z.array(webhook) });
export const createWebhookBody = z.strictObject({ account_id: id, url: absoluteUrl });
export const webhookResponse = z.object({ status: okStatus, webhook });
export const accountQuery = z.strictObject({ accountId: id });
