import { z } from 'zod/mini';
import { applicationStatuses } from '../enums';

// An application's status (D14), on its own and in zod/mini: the top bar's Needs you list, the first screen's, carries
// it, checked by the bridge client before the whole contract loads (issue 37).

export const applicationStatus = z.enum(applicationStatuses);
