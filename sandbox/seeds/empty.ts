import { issueCredentials } from '../credentials';
import type { Sandbox } from '../sandbox';
import { defaultLimits } from '../store/account-limits';
import { sandboxContent } from './content';
import type { Seed } from './seed';

/** D28 `empty`: one account and one ADMINISTRATOR only. */
export const emptySeed: Seed = (sandbox: Sandbox) => {
  const now = sandbox.now();
  for (const content of sandboxContent(now)) sandbox.store.content.insert(content);
  sandbox.store.accounts.insert({
    id: '1001',
    entity_legal_name: 'Sandbox Vendor Pty Ltd',
    entity_trading_name: 'Sandbox Vendor',
    limits: defaultLimits(),
  });
  const userId = sandbox.newId('usr_');
  sandbox.store.users.insert({
    id: userId,
    role: 'ADMINISTRATOR',
    first_name: 'Alex',
    last_name: 'Admin',
    email: 'admin@sandbox.example',
    mobile: '0400000001',
    accountIds: ['1001'],
    created: now,
  });
  return { credentials: { administrator: issueCredentials(sandbox, userId, '1001') } };
};
