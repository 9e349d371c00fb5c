import { describe, expect, it } from 'vitest';
import { formFieldErrors } from '../../../../../main/services/administration/form-field-errors';
import { userRefusal } from '../../../../../main/services/administration/user-refusals';

const refusal = (message: string, http = 400, fieldErrors?: Record<string, string[]>) => ({
  kind: 'service' as const,
  http,
  status: 4402,
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});

describe('the service’s refusals of a user change, next to the form’s fields (D10, D12)', () => {
  it('says an own role change cannot be made, on role', () => {
    expect(userRefusal(refusal('Action not allowed', 403), 'update')?.error).toEqual({
      code: 'not-allowed',
      message: 'You cannot change your own role. Another administrator can.',
      fieldErrors: { role: ['You cannot change your own role.'] },
    });
  });

  it('says deleting yourself cannot be done', () => {
    expect(userRefusal(refusal('Action not allowed', 403), 'delete')?.error).toEqual({
      code: 'not-allowed',
      message: 'You cannot delete your own user. Another administrator can.',
    });
  });

  it('puts a duplicate email on email, in plain words, and the other spelling of the names on the form’s', () => {
    const failure = refusal('Invalid data provided', 400, { email: ['Already in use by another user'], firstName: ['Too long'] });
    expect(userRefusal(failure, 'create')?.error).toEqual({
      code: 'invalid-input',
      message: 'Some details need correcting.',
      fieldErrors: { email: ['Another user already has this email address.'], first_name: ['Too long'] },
    });
  });

  it('merges both spellings of one field', () => {
    expect(formFieldErrors({ first_name: ['Required'], firstName: ['Too long'] })).toEqual({ first_name: ['Required', 'Too long'] });
  });

  it('leaves other refusals to the usual words', () => {
    expect(userRefusal(refusal('Not authorized', 401), 'create')).toBeUndefined();
  });
});
