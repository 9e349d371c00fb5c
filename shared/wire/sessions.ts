import { z } from 'zod';
import { okStatus } from './common';

export const createSessionBody = z.strictObject({
  apiId: z.string().min(1).max(200),
  apiSecret: z.string().min(1).max(200),
});
export type CreateSessionBody = z.infer<typeof createSessionBody>;

export const createSessionResponse = z.object({
  status: okStatus,
  sessionKey: z.string(),
  sessionToken: z.string(),
});

export const statusOnlyResponse = z.object({ status: okStatus });

/** The two headers every vendor request after Create Session carries ("Authentication"). */
export const sessionHeaders = { key: 'x-session-key', token: 'x-session-token' } as const;
