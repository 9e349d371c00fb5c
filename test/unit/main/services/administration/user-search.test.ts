import { describe, expect, it } from 'vitest';
import { matchesUserSearch } from '../../../../../main/services/administration/user-search';

const priya = {
  id: 'usr_1',
  role: 'TEAM MEMBER' as const,
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya@sunrise.example',
  mobile: '0412345678',
};

describe('matching a user to what staff type', () => {
  it.each([
    ['priya', true],
    ['SHAH', true],
    ['priya shah', true],
    ['sunrise.example', true],
    ['0412 345 678', true],
    ['+61 412 345', true],
    ['345678', true],
    ['priya jones', false],
    ['0499', false],
    ['', true],
  ])('%j → %s', (search, expected) => {
    expect(matchesUserSearch(priya, search)).toBe(expected);
  });
});
