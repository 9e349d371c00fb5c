import { z } from 'zod';

/** Application ids are numeric strings (D7). */
export const applicationId = z.string().regex(/^\d{1,20}$/);

/** Other ids are opaque strings (D7). */
export const recordId = z.string().min(1).max(200);
