import fastJson from 'fast-json-stringify';
import type { z } from 'zod';
import type { Collection } from '../store/collection';
import { serializationSchema } from './serialization-schema';

// For speed: each record's wire form, encoded once and kept until the record changes (the store tells us), so
// a list costs about the bytes it sends. Keyed by the record object itself: a removed record is simply forgotten.

export class RecordEncodings<T extends object, W> {
  private readonly cache = new WeakMap<T, string>();
  private readonly stringify: (value: W) => string;

  constructor(
    collection: Collection<T>,
    wireSchema: z.ZodType<W>,
    private readonly present: (record: T) => W,
  ) {
    this.stringify = fastJson(serializationSchema(wireSchema)) as (value: W) => string;
    collection.listen({
      put: (record) => this.cache.delete(record),
      removed: (record) => this.cache.delete(record),
      reloaded: () => undefined,
    });
  }

  encoded(record: T): string {
    let text = this.cache.get(record);
    if (text === undefined) {
      text = this.stringify(this.present(record));
      this.cache.set(record, text);
    }
    return text;
  }
}
