import { secureCodeBody } from '../../shared/wire/applications';
import { auMobile } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import { parseInput } from '../input';
import type { Sandbox } from '../sandbox';
import { issueSecureCode } from '../secure-codes';

/** D20: the mobile is 04 followed by 8 digits, exactly; anything else is 400/4403 "Invalid Input". */
const secureCodeRequest = secureCodeBody.extend({ mobile: auMobile });

export function secureCodeHandlers(sandbox: Sandbox): Handlers<'sendApplicationSecureCode'> {
  return {
    sendApplicationSecureCode: ({ body }) => {
      const { mobile } = parseInput(secureCodeRequest, body, errors.secureCodeInvalidInput);
      return { token: issueSecureCode(sandbox, mobile) };
    },
  };
}
