import { z } from 'zod';
import { checkFreshness, maxAgeSeconds, verifySignature } from '../../shared/signature';
import { applicationStatus } from '../../shared/wire/applications';
import type { SeenTokens } from './seen-tokens';
import type { StatusReport } from './status-report';

/** Document, "Events": the fields a webhook body carries, all strings; the signature fields are checked before this. */
const webhookFields = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  reference_number: z.string().max(100),
  status: applicationStatus,
  timestamp: z.string(),
  token: z.string().min(1).max(200),
});

export type WebhookVerdict =
  | { readonly accepted: true; readonly report: StatusReport }
  /** 406 ends the event at the service (D25); 429 asks it to send again later. `reason` names no secret (K1). */
  | { readonly accepted: false; readonly http: 406 | 429; readonly reason: string };

export interface WebhookCheck {
  readonly privateKey: string;
  /** The service's clock, in ms (in training, the sandbox's). */
  readonly now: number;
  readonly seenTokens: SeenTokens;
}

/**
 * D26, in this order: the signature (constant time), the timestamp (at most 24 h old, 5 min ahead), the fields, then
 * the token (not seen in the last 24 h). Anything wrong is 406, never a throw; only a verified token is remembered.
 */
export async function verifyWebhook(text: string, check: WebhookCheck): Promise<WebhookVerdict> {
  const body = parseJson(text);
  if (!isRecord(body)) return refused('the body is not a JSON object');
  const signed = { signature: body['signature'], timestamp: body['timestamp'], token: body['token'] };
  if (!(await verifySignature(signed, check.privateKey))) return refused('bad, malformed or missing signature');
  const freshness = checkFreshness(signed.timestamp, Math.floor(check.now / 1000));
  if (freshness !== 'fresh') return refused(`timestamp ${freshness}`);
  const fields = webhookFields.safeParse(body);
  if (!fields.success) return refused('the body is not a status event');
  const { id, reference_number, status, timestamp, token } = fields.data;
  if (check.seenTokens.has(token, check.now)) return refused('token already seen');
  const sentAt = Number(timestamp) * 1000;
  if (!check.seenTokens.remember(token, sentAt + maxAgeSeconds * 1000, check.now)) {
    return { accepted: false, http: 429, reason: 'too many webhooks in the last 24 hours' };
  }
  return { accepted: true, report: { applicationId: id, status, reference_number, sentAt } };
}

function refused(reason: string): WebhookVerdict {
  return { accepted: false, http: 406, reason };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
