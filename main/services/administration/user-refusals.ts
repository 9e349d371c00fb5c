import type { ServiceAnswerFailure } from '../../core/service-failure';
import { KioskFailure } from '../../core/kiosk-failure';
import { formFieldErrors } from './form-field-errors';

// The service's refusals of a user change, next to the field of the form that caused them (D10, D12).

export type UserAction = 'read' | 'create' | 'update' | 'delete';

export function userRefusal(failure: ServiceAnswerFailure, action: UserAction): KioskFailure | undefined {
  // D10: nobody may change their own role or delete themselves (403/4403).
  if (failure.message === 'Action not allowed') {
    return action === 'delete'
      ? new KioskFailure('not-allowed', 'You cannot delete your own user. Another administrator can.')
      : new KioskFailure('not-allowed', 'You cannot change your own role. Another administrator can.', {
          role: ['You cannot change your own role.'],
        });
  }
  if (failure.message === 'Invalid role') {
    return new KioskFailure('invalid-input', 'Choose a role.', { role: ['Choose Administrator or Team member.'] });
  }
  if (failure.message === 'User not found') {
    return new KioskFailure('not-found', 'That user is not there any more. Reload the list.');
  }
  if (failure.fieldErrors !== undefined) {
    return new KioskFailure('invalid-input', 'Some details need correcting.', formFieldErrors(failure.fieldErrors));
  }
  return undefined;
}
