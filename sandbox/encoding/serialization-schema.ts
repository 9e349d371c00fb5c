import { z } from 'zod';

// For speed, answers are serialised by code compiled from the shared response schemas (fast-json-stringify, the
// same zod → JSON Schema the OpenAPI description uses). Serialising needs only shapes and types: checks
// (patterns, lengths, limits) are the schemas' business in tests, and a union of constants of one type is that
// type, so the compiled code never has to validate to choose a branch.

type Schema = Record<string, unknown>;

const checksOnly = new Set([
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'format',
  'const',
  'description',
  'example',
  'examples',
  '$schema',
  'id',
]);

/** The JSON Schema fast-json-stringify compiles for a zod output schema. */
export function serializationSchema(schema: z.core.$ZodType): Schema {
  return simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Schema;
}

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as Schema;
  const branches = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(branches)) {
    const types = new Set(
      branches.map((branch) => (typeof branch === 'object' && branch !== null ? (branch as Schema)['type'] : undefined)),
    );
    const [only] = types;
    // `1 | 0` (D5) or an enum written as a union: one primitive type.
    if (types.size === 1 && typeof only === 'string' && only !== 'object' && only !== 'array') return { type: only };
  }
  const simple: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (checksOnly.has(key)) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      simple[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, simplify(property)]));
    } else simple[key] = simplify(value);
  }
  return simple;
}
