import type { FieldErrors } from '../../../shared/contract/kiosk-error';

// The service's field errors (D3) shown next to the screen's fields, whose names are the contract's.

/** D12: the service accepts either spelling of the names; the form's fields are first_name and last_name. */
const formFieldOf: Readonly<Record<string, string>> = { firstName: 'first_name', lastName: 'last_name', accountId: 'account_id' };

const plainReasons: Readonly<Record<string, string>> = {
  'Already in use by another user': 'Another user already has this email address.',
};

/** The service's field errors keyed by the form's field names, in plain words where the kiosk has them. */
export function formFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const [field, reasons] of Object.entries(fieldErrors)) {
    const name = formFieldOf[field] ?? field;
    errors.set(name, [...(errors.get(name) ?? []), ...reasons.map((reason) => plainReasons[reason] ?? reason)]);
  }
  return Object.fromEntries(errors);
}
