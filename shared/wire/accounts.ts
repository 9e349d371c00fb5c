import { z } from 'zod';
import { id, okStatus } from './common';

export const account = z.object({
  id,
  entity_legal_name: z.string(),
  entity_trading_name: z.string(),
});
export type Account = z.infer<typeof account>;

export const getAccountsResponse = z.object({ status: okStatus, accounts: z.array(account) });
