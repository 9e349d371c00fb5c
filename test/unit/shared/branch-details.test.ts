import { describe, expect, it } from 'vitest';
import { abnProblem, spacedAbn } from '../../../shared/branch/abn';
import { branchDetails, missingBranchDetails } from '../../../shared/branch/branch-details';
import { branchPhoneProblem } from '../../../shared/branch/branch-phone';

// Issue 38 item 7: the branch's details on a printed quote, checked once for Administration and for main.

describe('an ABN', () => {
  it('is 11 digits whose weighted sum divides by 89 (the ATO’s check), spaces or not', () => {
    // The ATO's own example, and the ABNs of two well-known Australian companies.
    for (const abn of ['51 824 753 556', '51824753556', '33 051 775 556', '88 000 014 675']) expect(abnProblem(abn), abn).toBeNull();
  });

  it('says in plain words what is wrong: the length, or a digit', () => {
    expect(abnProblem('51 824 753')).toBe('An ABN is 11 digits, for example 51 824 753 556.');
    expect(abnProblem('51-824-753-556')).toBe('An ABN is 11 digits, for example 51 824 753 556.');
    expect(abnProblem('51 824 753 557')).toBe('This is not a valid ABN: one of its digits is wrong. Check it against the ABN Lookup.');
  });

  it('is written as the ATO writes it', () => {
    expect(spacedAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('a branch phone number', () => {
  it('is any Australian number a customer can call, however it was typed', () => {
    for (const phone of ['02 9876 5432', '(03) 9876-5432', '+61 7 3123 4567', '0412 345 678', '1300 123 456', '1800-000-000', '13 22 11'])
      expect(branchPhoneProblem(phone), phone).toBeNull();
  });

  it('is refused when it has no area code, too few digits, or is not Australian', () => {
    for (const phone of ['9876 5432', '02 9876 543', '+44 20 7946 0958', '0512 345 678', 'call us'])
      expect(branchPhoneProblem(phone), phone).toBe(
        'Enter an Australian phone number with its area code, for example 02 9876 5432, 0412 345 678 or 1300 123 456.',
      );
  });
});

describe('the branch details', () => {
  it('may each be left empty, and a wrong one is refused beside its own field', () => {
    expect(branchDetails.parse({ tradingName: ' ', address: '', phone: '', abn: '' })).toEqual({
      tradingName: '',
      address: '',
      phone: '',
      abn: '',
    });
    const refused = branchDetails.safeParse({ tradingName: 'Harbour Solar', address: '', phone: '9876 5432', abn: '51 824 753 557' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone', 'abn']);
  });

  it('names what is not set', () => {
    expect(missingBranchDetails({ tradingName: 'Harbour Solar', address: '', phone: '02 9876 5432', abn: '' })).toEqual(['address', 'abn']);
  });
});
