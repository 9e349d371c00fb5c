import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import { serializationSchema } from './serialization-schema';

// For speed: an answer that depends on the request body alone (the public calculator: the service's default
// limits and fees, D19) is worked out and encoded once per distinct body, keyed by the body exactly as sent, and
// then sent as the text it is (a string, so Node writes it with its headers in one go). Only successes are kept (a refusal throws); bounded, the oldest goes first.

const keptAnswers = 1_024;

export class PureAnswers<W> {
  private readonly kept = new Map<string, string>();
  private readonly stringify: (value: W) => string;

  constructor(responseSchema: z.core.$ZodType<W>) {
    this.stringify = fastJson(serializationSchema(responseSchema)) as (value: W) => string;
  }

  /** The encoded answer kept for the body `key`, if it was answered before. */
  keptFor(key: string): string | undefined {
    return this.kept.get(key);
  }

  /** The encoded answer for the body `key`, worked out by `answer` the first time (a refusal it throws is never kept). */
  encoded(key: string, answer: () => W): string {
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    // Kept flat: the stringifier's text is a rope of many pieces, walked again on every write otherwise.
    const bytes = Buffer.from(this.stringify(answer())).toString();
    this.kept.set(key, bytes);
    if (this.kept.size > keptAnswers) this.kept.delete(this.kept.keys().next().value as string);
    return bytes;
  }
}
