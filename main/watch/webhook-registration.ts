import type { Webhook } from '../../shared/wire/api-keys';
import { createOnce } from '../vendor/reconciled-creates';
import { ok, type Result } from '../core/result';
import type { VendorApi } from '../core/vendor-port';

/** What registering needs of the service client: D24's webhook operations, ADMINISTRATOR only. */
export type WebhookAdmin = Pick<VendorApi, 'getWebhooks' | 'createWebhook' | 'deleteWebhook'>;

/** D24: a webhook to `url` on the branch; one already there is reused, and a lost answer is looked for first (K3). */
export async function registerWebhook(admin: WebhookAdmin, accountId: string, url: string): Promise<Result<Webhook>> {
  const find = async (): Promise<Result<Webhook | undefined>> => {
    const listed = await admin.getWebhooks({ accountId });
    return listed.ok ? ok(listed.data.webhooks.find((webhook) => webhook.url === url)) : listed;
  };
  const existing = await find();
  if (!existing.ok) return existing;
  if (existing.data) return ok(existing.data);
  const created = await createOnce(
    async () => {
      const answer = await admin.createWebhook({ account_id: accountId, url });
      return answer.ok ? ok(answer.data.webhook) : answer;
    },
    find,
    2,
  );
  return created;
}
