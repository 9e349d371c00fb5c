import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function userHandlers(_sandbox: Sandbox): Handlers<'getUsers' | 'getUser' | 'createUser' | 'updateUser' | 'deleteUser' | 'generateUserApiCredentials'> {
  return {
    getUsers: () => fail(errors.notFound),
    getUser: () => fail(errors.notFound),
    createUser: () => fail(errors.notFound),
    updateUser: () => fail(errors.notFound),
    deleteUser: () => fail(errors.notFound),
    generateUserApiCredentials: () => fail(errors.notFound),
  };
}
