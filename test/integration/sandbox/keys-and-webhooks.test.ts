import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, privateKeyOf } from '../../../sandbox/api-key-records';
import { timestamp } from '../../../shared/wire/common';
import { errors, type ErrorSpec } from '../../../shared/wire/errors';
import { arrangeUser } from './arrange-users';
import { arrangeBranch } from './fixtures';
import { errorOf, useSandbox, type RequestOptions, type SessionPair } from './harness';

const spec = ({ http, status, message }: ErrorSpec) => ({ http, status, message });
const v = '/rest/vendor/v1';
const shop = { referrer_urls: ['https://shop.example'], redirect_urls: ['https://shop.example/finance/done'] };

describe('API keys and webhooks over REST (D24)', () => {
  const sb = useSandbox();
  let admin: SessionPair;
  let teamMember: SessionPair;
  /** An account the administrator has no part in. */
  let foreignAccount: string;

  beforeAll(async () => {
    const { sandbox, accountId } = sb.current;
    foreignAccount = arrangeBranch(sandbox);
    admin = await sb.current.login();
    teamMember = await sb.current.login(arrangeUser(sandbox, 'TEAM MEMBER', [accountId]).credentials);
  });

  const asAdmin = (method: string, path: string, options: RequestOptions = {}) =>
    sb.current.request(method, path, { ...options, session: admin });
  const asTeamMember = (method: string, path: string, options: RequestOptions = {}) =>
    sb.current.request(method, path, { ...options, session: teamMember });
  const createKey = async (body: Record<string, unknown>) => {
    const answer = await asAdmin('POST', `${v}/api-keys`, { body: { account_id: sb.current.accountId, ...body } });
    expect(answer.http).toBe(200);
    return answer.body.apiKey;
  };
  const listKeys = async () => (await asAdmin('GET', `${v}/api-keys?accountId=${sb.current.accountId}`)).body.apiKeys;

  describe('Create API Key', () => {
    it('creates a public key pk_… with its referrer and redirect URLs, on both path forms (D1)', async () => {
      for (const path of [`${v}/api-keys`, '/rest/v1/vendor/api-keys']) {
        const answer = await asAdmin('POST', path, { body: { account_id: sb.current.accountId, type: 'PUBLIC', ...shop } });
        expect(answer.body).toEqual({
          status: 2000,
          apiKey: {
            id: expect.any(String),
            type: 'PUBLIC',
            key: expect.stringMatching(/^pk_[A-Za-z0-9]{40}$/),
            ...shop,
            created: expect.any(String),
          },
        });
        expect(timestamp.safeParse(answer.body.apiKey.created).success).toBe(true);
      }
    });

    it('shows a private key sk_… whole only when created; a new one replaces the old (D24)', async () => {
      const first = await createKey({ type: 'PRIVATE' });
      const second = await createKey({ type: 'PRIVATE' });
      expect(second.key).toMatch(/^sk_[A-Za-z0-9]{40}$/);
      expect(second.key).not.toBe(first.key);
      const privates = (await listKeys()).filter((key: { type: string }) => key.type === 'PRIVATE');
      expect(privates).toEqual([{ ...second, key: `••••${second.key.slice(-4)}` }]);
      expect(privateKeyOf(sb.current.sandbox, sb.current.accountId)).toBe(second.key);
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const answer = await asTeamMember('POST', `${v}/api-keys`, { body: { account_id: sb.current.accountId, type: 'PUBLIC', ...shop } });
      expect(errorOf(answer)).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid account id for an account not the caller’s', async () => {
      for (const account_id of [foreignAccount, '9999']) {
        const answer = await asAdmin('POST', `${v}/api-keys`, { body: { account_id, type: 'PUBLIC', ...shop } });
        expect(errorOf(answer), account_id).toEqual(spec(errors.invalidAccountId));
      }
    });

    it('400/4402 Invalid data provided, naming the fields at fault (D3, D23)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ type: 'SECRET', ...shop }, 'type'],
        [{ type: 'PUBLIC', ...shop, redirect_urls: ['not a url'] }, 'redirect_urls.0'],
        [{ type: 'PUBLIC', ...shop, referrer_urls: ['ftp://shop.example'] }, 'referrer_urls.0'],
        [{ type: 'PUBLIC', ...shop, label: 'Web shop' }, 'label'],
        [{ type: 'PUBLIC', redirect_urls: shop.redirect_urls }, 'referrer_urls'],
        [{ type: 'PUBLIC', referrer_urls: shop.referrer_urls }, 'redirect_urls'],
        [{ type: 'PRIVATE', redirect_urls: shop.redirect_urls }, 'redirect_urls'],
      ];
      for (const [fields, field] of cases) {
        const answer = await asAdmin('POST', `${v}/api-keys`, { body: { account_id: sb.current.accountId, ...fields } });
        expect(errorOf(answer), field).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors), field).toEqual([field]);
      }
    });
  });

  describe('Get API Keys', () => {
    it('lists the account’s keys: public keys whole, a private key as its last four characters (D24)', async () => {
      const key = await createKey({ type: 'PUBLIC', ...shop });
      const secret = createApiKey(sb.current.sandbox, {
        account_id: sb.current.accountId,
        type: 'PRIVATE',
        referrer_urls: [],
        redirect_urls: [],
      });
      const listed = await listKeys();
      expect(listed).toContainEqual(key);
      expect(listed).toContainEqual(expect.objectContaining({ id: secret.id, type: 'PRIVATE', key: `••••${secret.key.slice(-4)}` }));
      expect(JSON.stringify(listed)).not.toContain(secret.key);
    });

    it('shows no other account’s keys', async () => {
      const theirs = createApiKey(sb.current.sandbox, { account_id: foreignAccount, type: 'PUBLIC', ...shop });
      expect((await listKeys()).map((key: { id: string }) => key.id)).not.toContain(theirs.id);
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      expect(errorOf(await asTeamMember('GET', `${v}/api-keys?accountId=${sb.current.accountId}`))).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid account id: missing, unknown, or not the caller’s', async () => {
      for (const query of ['', '?accountId=9999', `?accountId=${foreignAccount}`]) {
        expect(errorOf(await asAdmin('GET', `${v}/api-keys${query}`)), query).toEqual(spec(errors.invalidAccountId));
      }
    });
  });

  describe('Delete API Key', () => {
    it('deletes a key of the caller’s account', async () => {
      const key = await createKey({ type: 'PUBLIC', ...shop });
      expect((await asAdmin('DELETE', `${v}/api-keys/${key.id}`)).body).toEqual({ status: 2000 });
      expect((await listKeys()).map((listed: { id: string }) => listed.id)).not.toContain(key.id);
    });

    it('404/4040 Not found: an unknown id, another account’s key, or one deleted already', async () => {
      const theirs = createApiKey(sb.current.sandbox, { account_id: foreignAccount, type: 'PUBLIC', ...shop });
      const mine = await createKey({ type: 'PUBLIC', ...shop });
      await asAdmin('DELETE', `${v}/api-keys/${mine.id}`);
      for (const id of ['key_unknown', theirs.id, mine.id]) {
        expect(errorOf(await asAdmin('DELETE', `${v}/api-keys/${id}`)), id).toEqual(spec(errors.notFound));
      }
      expect(sb.current.sandbox.state.apiKeys).toContainEqual(theirs);
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const key = await createKey({ type: 'PUBLIC', ...shop });
      expect(errorOf(await asTeamMember('DELETE', `${v}/api-keys/${key.id}`))).toEqual(spec(errors.notAuthorized));
    });
  });

  const createWebhook = async (url: string) => {
    const answer = await asAdmin('POST', `${v}/webhooks`, { body: { account_id: sb.current.accountId, url } });
    expect(answer.http).toBe(200);
    return answer.body.webhook;
  };
  const listWebhooks = async () => (await asAdmin('GET', `${v}/webhooks?accountId=${sb.current.accountId}`)).body.webhooks;

  describe('Create Webhook', () => {
    it('registers a URL and answers {id, url, created}', async () => {
      const url = 'https://shop.example/hooks/finance';
      const webhook = await createWebhook(url);
      expect(webhook).toEqual({ id: expect.any(String), url, created: expect.any(String) });
      expect(timestamp.safeParse(webhook.created).success).toBe(true);
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const answer = await asTeamMember('POST', `${v}/webhooks`, {
        body: { account_id: sb.current.accountId, url: 'https://shop.example/x' },
      });
      expect(errorOf(answer)).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid account id for an account not the caller’s', async () => {
      const answer = await asAdmin('POST', `${v}/webhooks`, { body: { account_id: foreignAccount, url: 'https://shop.example/x' } });
      expect(errorOf(answer)).toEqual(spec(errors.invalidAccountId));
    });

    it('400/4402 Invalid data provided: not an absolute http(s) URL, an unknown field, or a URL already registered', async () => {
      const registered = (await createWebhook('https://shop.example/hooks/twice')).url;
      const cases: [Record<string, unknown>, string][] = [
        [{ url: '/hooks/relative' }, 'url'],
        [{ url: 'mailto:ops@shop.example' }, 'url'],
        [{}, 'url'],
        [{ url: 'https://shop.example/y', events: ['APPROVED'] }, 'events'],
        [{ url: registered }, 'url'],
      ];
      for (const [fields, field] of cases) {
        const answer = await asAdmin('POST', `${v}/webhooks`, { body: { account_id: sb.current.accountId, ...fields } });
        expect(errorOf(answer), JSON.stringify(fields)).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors), JSON.stringify(fields)).toEqual([field]);
      }
    });
  });

  describe('Get Webhooks', () => {
    it('lists the account’s webhooks, and no other account’s', async () => {
      const webhook = await createWebhook('https://shop.example/hooks/listed');
      sb.current.sandbox.store.webhooks.insert({
        id: 'whk_theirs',
        account_id: foreignAccount,
        url: 'https://other.example/hook',
        created: 0,
      });
      const listed = await listWebhooks();
      expect(listed).toContainEqual(webhook);
      expect(listed.map((hook: { id: string }) => hook.id)).not.toContain('whk_theirs');
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      expect(errorOf(await asTeamMember('GET', `${v}/webhooks?accountId=${sb.current.accountId}`))).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid account id: missing, unknown, or not the caller’s', async () => {
      for (const query of ['', '?accountId=9999', `?accountId=${foreignAccount}`]) {
        expect(errorOf(await asAdmin('GET', `${v}/webhooks${query}`)), query).toEqual(spec(errors.invalidAccountId));
      }
    });
  });

  describe('Delete Webhook', () => {
    it('deletes a webhook of the caller’s account', async () => {
      const webhook = await createWebhook('https://shop.example/hooks/deleted');
      expect((await asAdmin('DELETE', `${v}/webhooks/${webhook.id}`)).body).toEqual({ status: 2000 });
      expect((await listWebhooks()).map((hook: { id: string }) => hook.id)).not.toContain(webhook.id);
    });

    it('404/4040 Not found: an unknown id, another account’s webhook, or one deleted already', async () => {
      sb.current.sandbox.store.webhooks.insert({
        id: 'whk_foreign',
        account_id: foreignAccount,
        url: 'https://other.example/hook',
        created: 0,
      });
      const mine = await createWebhook('https://shop.example/hooks/gone');
      await asAdmin('DELETE', `${v}/webhooks/${mine.id}`);
      for (const id of ['whk_unknown', 'whk_foreign', mine.id]) {
        expect(errorOf(await asAdmin('DELETE', `${v}/webhooks/${id}`)), id).toEqual(spec(errors.notFound));
      }
    });

    it('401/4010 Not authorized for a TEAM MEMBER (D10)', async () => {
      const webhook = await createWebhook('https://shop.example/hooks/kept');
      expect(errorOf(await asTeamMember('DELETE', `${v}/webhooks/${webhook.id}`))).toEqual(spec(errors.notAuthorized));
    });
  });
});
