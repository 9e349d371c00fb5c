import { z } from 'zod';
import { normaliseMobile } from './mobile-number';
import { auMobile } from './wire/common';

/** A mobile as people type it, normalised (shared/mobile-number.ts), then held to D20's rule. */
export const typedMobile = z
  .string()
  .transform((typed) => normaliseMobile(typed) ?? typed)
  .pipe(auMobile);
