import { describe, expect, it } from 'vitest';
import { readAgreement, readCode, readDetails } from '../../../sandbox/checkout/applicant-form';

const today = Date.UTC(2026, 10, 22, 3, 0, 0); // 2026-11-22
const valid = {
  title: 'MS',
  first_name: ' Jamie ',
  last_name: 'Customer',
  dob: '12/04/1985',
  email: 'jamie@example.com',
  mobile: '0412 345 678',
  id_type: 'MEDICARE_CARD',
  id_number: '2123 45670 1',
};

const problemsOf = (fields: Record<string, string>) => {
  const reading = readDetails(fields, today);
  return reading.ok ? new Map<string, string>() : reading.problems;
};

describe("the application form's checks", () => {
  it('D12 reads valid details, trimmed, with spaces taken out of the mobile and the number, and the date of birth as D4 writes it', () => {
    expect(readDetails(valid, today)).toEqual({
      ok: true,
      value: { ...valid, first_name: 'Jamie', dob: '1985-04-12', mobile: '0412345678', id_number: '2123456701' },
    });
  });

  it.each(['😀', '-500', '0', '  '])('refuses %j as a name: a name needs a letter (issue 26)', (typed) => {
    const problems = problemsOf({ ...valid, first_name: typed, last_name: typed });
    const words =
      typed.trim() === ''
        ? ['Enter your first name', 'Enter your last name']
        : ['Your first name needs at least one letter', 'Your last name needs at least one letter'];
    expect([problems.get('first_name'), problems.get('last_name')]).toEqual(words);
  });

  it.each(['Zoë', '李', "O'Brien", 'Nguyen-Tran'])('takes %j as a name', (typed) => {
    expect(problemsOf({ ...valid, first_name: typed, last_name: typed }).size).toBe(0);
  });

  it('names every field at fault, in page order, each once', () => {
    expect([...problemsOf({}).keys()]).toEqual(['title', 'first_name', 'last_name', 'dob', 'email', 'mobile', 'id_type', 'id_number']);
    expect(problemsOf({}).get('mobile')).toBe('Enter your mobile number');
  });

  it.each([
    ['2008-11-22', undefined],
    ['2008-11-23', 'You must be 18 or older to apply'],
    ['2008-02-29', undefined],
    ['1906-11-23', undefined],
    ['1906-11-22', 'Enter a date of birth within the last 120 years'],
    ['1985-02-30', 'Enter a real date of birth. There is no 30 February 1985. February 1985 has 28 days'],
    ['1985/04/12', 'Enter your date of birth as day, month and year, like 14/03/1985'],
    ['12 April 1985', 'Enter your date of birth as day, month and year, like 14/03/1985'],
    ['12/04/85', 'Enter the year you were born in full, like 14/03/1985'],
    ['31/04/1985', 'Enter a real date of birth. There is no 31 April 1985. April has 30 days'],
    ['04/27/1985', 'Enter a real date of birth. There is no month 27. The day comes first, as in 27/04/1985'],
    ['23112008', 'You must be 18 or older to apply'],
    ['22/11/2008', undefined],
  ])('a date of birth of %s: %s', (dob, problem) => {
    expect(problemsOf({ ...valid, dob }).get('dob')).toBe(problem);
  });

  it.each(['14031985', '14/03/1985', '14-03-1985', '14.3.1985', ' 14 / 03 / 1985 ', '1985-03-14'])(
    'reads a date of birth typed %j day first, whatever the browser, as 1985-03-14 (D4)',
    (dob) => {
      const reading = readDetails({ ...valid, dob }, today);
      expect(reading.ok && reading.value.dob).toBe('1985-03-14');
    },
  );

  it.each([
    ['DRIVER_LICENCE', 'NSW 1234', true],
    ['DRIVER_LICENCE', 'ab!', false],
    ['MEDICARE_CARD', '2123456701', true],
    ['MEDICARE_CARD', '212345670', false],
    ['PASSPORT', 'pa1234567', true],
    ['PASSPORT', 'P12', false],
  ])('a %s numbered %s is %s', (id_type, id_number, ok) => {
    expect(problemsOf({ ...valid, id_type, id_number }).has('id_number')).toBe(!ok);
  });

  it.each(['0312345678', '041234567', '+61412345678', 'mobile'])('D12 refuses the mobile %s', (mobile) => {
    expect(problemsOf({ ...valid, mobile }).get('mobile')).toMatch(/Australian mobile/);
  });

  it('D20 a code is six digits; spaces are forgiven', () => {
    expect(readCode({ code: '123 456' })).toEqual({ ok: true, value: '123456' });
    expect(readCode({ code: '12345' }).ok).toBe(false);
    expect(readCode({}).ok).toBe(false);
  });

  it('both agreements must be ticked', () => {
    expect(readAgreement({ accept_tnc: 'yes', accept_privacy: 'yes' })).toEqual({ ok: true, value: true });
    const reading = readAgreement({ accept_tnc: 'on' });
    expect(reading.ok ? [] : [...reading.problems.keys()]).toEqual(['accept_tnc', 'accept_privacy']);
  });
});
