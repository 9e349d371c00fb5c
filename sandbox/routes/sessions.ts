import { errors } from '../../shared/wire/errors';
import { createSessionBody } from '../../shared/wire/sessions';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import type { Sandbox } from '../sandbox';
import { createSession, deleteSession } from '../sessions';

export function sessionHandlers(sandbox: Sandbox): Handlers<'createSession' | 'deleteSession'> {
  return {
    createSession: ({ body }) => {
      // A malformed pair can only be wrong credentials (document, "Sessions").
      const { apiId, apiSecret } = parseInput(createSessionBody, body, errors.invalidCredentials);
      return createSession(sandbox, apiId, apiSecret);
    },
    deleteSession: ({ headers }) => {
      deleteSession(sandbox, headers);
      return {};
    },
  };
}
