import { errors } from '../../shared/wire/errors';
import type { Handlers } from '../handler';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';

// STUB: to be implemented.
export function calculatorHandlers(_sandbox: Sandbox): Handlers<'calculateRepaymentAmount' | 'publicCalculator'> {
  return {
    calculateRepaymentAmount: () => fail(errors.notFound),
    publicCalculator: () => fail(errors.notFound),
  };
}
