import { z } from 'zod';
import { contentTypes } from '../enums';
import { okStatus, timestamp } from './common';

export const content = z.object({
  content_type: z.enum(contentTypes),
  version: timestamp.check(z.meta({ description: 'When the text was published (D21)' })),
  content: z.string(),
});
export type Content = z.infer<typeof content>;

export const contentParams = z.strictObject({ contentType: z.string().meta({ description: 'contentType, any case (D21)' }) });
export const getContentResponse = z.object({ status: okStatus, content });
