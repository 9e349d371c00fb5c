// Every variant the service document mentions, turned into the one form the shared schemas expect, before parsing:
// the schemas stay exact, and this is the only place that knows the document's inconsistencies.

export function tolerate(json: unknown): unknown {
  return visit(json, undefined, undefined);
}

/** Array items are seen as their array's field, so `applicationDocuments[0].type` has parent `applicationDocuments`. */
function visit(value: unknown, key: string | undefined, parent: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => visit(item, key, parent));
  if (isRecord(value)) {
    const record = key === 'callout' ? bothEmails(snakeNames(value)) : snakeNames(value);
    return Object.fromEntries(Object.entries(record).map(([field, inner]) => [field, visit(inner, field, key)]));
  }
  return leaf(value, key, parent);
}

function leaf(value: unknown, key: string | undefined, parent: string | undefined): unknown {
  // D2: the Delete User sample writes status as the string "2000".
  if (key === 'status' && typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  // D7: the Account template says the id is an integer; ids are strings.
  if (isIdField(key) && typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (key === 'role' && typeof value === 'string') return roleSpelling(value);
  if (typeof value === 'string' && isDocumentType(key, parent)) return value.toUpperCase();
  return value;
}

/** The User template spells firstName/lastName, the field table first_name/last_name; the table wins when both appear. */
function snakeNames(record: Record<string, unknown>): Record<string, unknown> {
  const { firstName, lastName, ...rest } = record;
  return {
    ...(firstName === undefined ? {} : { first_name: firstName }),
    ...(lastName === undefined ? {} : { last_name: lastName }),
    ...rest,
  };
}

/** A callout's `email`; the field table also lists `applicant_email` (D18: they are equal). */
function bothEmails(record: Record<string, unknown>): Record<string, unknown> {
  return { email: record['applicant_email'], applicant_email: record['email'], ...record };
}

/** D12: ADMINISTRATOR, TEAM MEMBER, team+member, TEAM_MEMBER, any case → ADMINISTRATOR or TEAM MEMBER. */
function roleSpelling(role: string): string {
  return role
    .trim()
    .toUpperCase()
    .replace(/[\s+_]+/g, ' ');
}

/** D16: the document-types sample returns `invoice` in lower case. */
function isDocumentType(key: string | undefined, parent: string | undefined): boolean {
  return key === 'applicationDocumentTypes' || (key === 'type' && (parent === 'applicationDocument' || parent === 'applicationDocuments'));
}

function isIdField(key: string | undefined): boolean {
  return key !== undefined && (key === 'id' || key.endsWith('_id'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
