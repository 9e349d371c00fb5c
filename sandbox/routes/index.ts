import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { accountHandlers } from './accounts';
import { applicationHandlers } from './applications';
import { calculatorHandlers } from './calculator';
import { calloutHandlers } from './callouts';
import { contentHandlers } from './content';
import { documentHandlers } from './documents';
import { keyAndWebhookHandlers } from './keys-and-webhooks';
import { quoteHandlers } from './quotes';
import { secureCodeHandlers } from './secure-code';
import { sessionHandlers } from './sessions';
import { userHandlers } from './users';

/** Every catalogued endpoint's handler; the type makes a missing one a compile error. */
export function allHandlers(sandbox: Sandbox): Handlers {
  return {
    ...sessionHandlers(sandbox),
    ...accountHandlers(sandbox),
    ...applicationHandlers(sandbox),
    ...documentHandlers(sandbox),
    ...secureCodeHandlers(sandbox),
    ...quoteHandlers(sandbox),
    ...userHandlers(sandbox),
    ...contentHandlers(sandbox),
    ...calculatorHandlers(sandbox),
    ...calloutHandlers(sandbox),
    ...keyAndWebhookHandlers(sandbox),
  };
}
