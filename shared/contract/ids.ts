import { z } from 'zod/mini';

// zod/mini (issue 37): the bridge client checks the first screen's answers with these before the whole contract loads.

/** Application ids are numeric strings (D7). */
export const applicationId = z.string().check(z.regex(/^\d{1,20}$/));

/** Other ids are opaque strings (D7). */
export const recordId = z.string().check(z.minLength(1), z.maxLength(200));
