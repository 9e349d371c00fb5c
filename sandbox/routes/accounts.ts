import type { Account } from '../../shared/wire/accounts';
import { emptyQuery } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import { requireCaller } from '../authority';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';
import type { AccountRecord } from '../store/record-schemas';

export function presentAccount(account: AccountRecord): Account {
  return { id: account.id, entity_legal_name: account.entity_legal_name, entity_trading_name: account.entity_trading_name };
}

export function accountHandlers(sandbox: Sandbox): Handlers<'getAccounts'> {
  return {
    getAccounts: ({ query }, caller) => {
      const { user } = requireCaller(caller);
      parseInput(emptyQuery, query, errors.invalidInput);
      const accounts = sandbox.state.accounts.filter((account) => user.accountIds.includes(account.id));
      if (accounts.length === 0) fail(errors.noAccountFound);
      return { accounts: accounts.map(presentAccount) };
    },
  };
}
