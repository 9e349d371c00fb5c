import { z } from 'zod';
import { identificationTypes, personTitles, type IdentificationType } from '../../shared/enums';
import { hasALetter, maxNameLength } from '../../shared/person-name';
import { readDayFirst, whyNoSuchDay, type DayFirstProblem } from '../../shared/dates/day-first';
import { auMobile } from '../../shared/wire/common';
import { formatDate } from '../clock';
import type { ApplicantDetails } from './checkout-record';

// The hosted application form's checks, with messages written for the customer (they appear in the error
// summary and beside each field, in page order).

/** Field name → what to fix, in the order the fields appear on the page. */
export type FieldProblems = ReadonlyMap<string, string>;

export type FormReading<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems };

const text = (whenEmpty: string) => z.string({ error: whenEmpty }).trim().min(1, whenEmpty);

const identificationRules: Record<IdentificationType, { pattern: RegExp; message: string }> = {
  DRIVER_LICENCE: { pattern: /^[A-Z0-9]{4,10}$/, message: 'Enter your driver licence number: 4 to 10 letters and numbers' },
  MEDICARE_CARD: {
    pattern: /^\d{10,11}$/,
    message: 'Enter the 10-digit number on your Medicare card, and your reference number if you like',
  },
  PASSPORT: { pattern: /^[A-Z0-9]{6,9}$/, message: 'Enter your passport number: 6 to 9 letters and numbers' },
};

/** The details step; `today` (YYYY-MM-DD, sandbox time) decides who is 18 or older. */
function detailsSchema(today: string) {
  return z
    .object({
      title: z.enum(personTitles, { error: 'Choose your title' }),
      first_name: text('Enter your first name')
        .max(maxNameLength, 'Your first name must be 100 characters or fewer')
        .refine(hasALetter, 'Your first name needs at least one letter'),
      last_name: text('Enter your last name')
        .max(maxNameLength, 'Your last name must be 100 characters or fewer')
        .refine(hasALetter, 'Your last name needs at least one letter'),
      dob: text('Enter your date of birth').transform((typed, context) => {
        const reading = readBirthDate(typed, today);
        if (reading.ok) return reading.value;
        context.addIssue({ code: 'custom', message: reading.message });
        return z.NEVER;
      }),
      email: text('Enter your email address').pipe(
        z.email('Enter an email address like name@example.com').max(254, 'Your email address is too long'),
      ),
      // D12: spaces are stripped; then shared/'s rule, 04 and eight more digits, in the customer's words.
      mobile: z
        .string({ error: 'Enter your mobile number' })
        .transform((mobile) => mobile.replace(/\s+/g, ''))
        .pipe(
          z
            .string()
            .min(1, 'Enter your mobile number')
            .refine((mobile) => auMobile.safeParse(mobile).success, 'Enter an Australian mobile number starting 04, like 0412 345 678'),
        ),
      id_type: z.enum(identificationTypes, { error: 'Choose a type of identification' }),
      id_number: text('Enter the number of your identification').transform((number) => number.replace(/\s+/g, '').toUpperCase()),
    })
    .superRefine((details, context) => {
      const rule = identificationRules[details.id_type];
      if (!rule.pattern.test(details.id_number)) context.addIssue({ code: 'custom', path: ['id_number'], message: rule.message });
    });
}

/** Typed day first whatever the browser's language (14031985, 14/03/1985), kept as D4's `YYYY-MM-DD`. */
function readBirthDate(typed: string, today: string): { ok: true; value: string } | { ok: false; message: string } {
  const reading = readDayFirst(typed);
  if (!reading.ok) return { ok: false, message: unreadableBirthDate(reading.problem) };
  const problem = birthDateProblem(reading.day, today);
  return problem ? { ok: false, message: problem } : { ok: true, value: reading.day };
}

function unreadableBirthDate(problem: DayFirstProblem): string {
  if (problem.kind === 'short-year') return 'Enter the year you were born in full, like 14/03/1985';
  if (problem.kind === 'no-such-month' || problem.kind === 'no-such-day') return `Enter a real date of birth. ${whyNoSuchDay(problem)}`;
  return 'Enter your date of birth as day, month and year, like 14/03/1985';
}

/** Whether a real day (`YYYY-MM-DD`) makes the customer 18 or older, and within the last 120 years. */
function birthDateProblem(dob: string, today: string): string | undefined {
  const year = Number(dob.slice(0, 4));
  const birthdayIn = (years: number) => `${String(year + years).padStart(4, '0')}${dob.slice(4)}`;
  if (birthdayIn(18) > today) return 'You must be 18 or older to apply';
  if (birthdayIn(120) <= today) return 'Enter a date of birth within the last 120 years';
  return undefined;
}

const codeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code we sent to your mobile' })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code we sent to your mobile')),
});

const agreementSchema = z.object({
  accept_tnc: z.literal('yes', { error: 'Confirm that you have read and accept the terms and conditions' }),
  accept_privacy: z.literal('yes', { error: 'Confirm that you have read and accept the privacy policy' }),
});

export function readDetails(fields: unknown, now: number): FormReading<ApplicantDetails> {
  return reading(detailsSchema(formatDate(now)).safeParse(fields));
}

export function readCode(fields: unknown): FormReading<string> {
  const result = reading(codeSchema.safeParse(fields));
  return result.ok ? { ok: true, value: result.value.code } : result;
}

export function readAgreement(fields: unknown): FormReading<true> {
  const result = reading(agreementSchema.safeParse(fields));
  return result.ok ? { ok: true, value: true } : result;
}

function reading<T>(result: z.ZodSafeParseResult<T>): FormReading<T> {
  if (result.success) return { ok: true, value: result.data };
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return { ok: false, problems };
}
