// D4 carries a day as `YYYY-MM-DD`; people here write it day first (14/03/1985), whatever their browser's language.
// The kiosk's date fields and the provider's application form both read what was typed with these rules.

/** Why what was typed is not a day, with what is needed to say so in plain words. */
export type DayFirstProblem =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'short-year' }
  | { kind: 'no-such-month'; month: number; day: number; year: number }
  | { kind: 'no-such-day'; day: number; month: number; year: number };

export type DayFirstReading = { ok: true; day: string } | { ok: false; problem: DayFirstProblem };

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Between day, month and year: a slash, a dash, a full stop or spaces, as people write them. */
const separator = String.raw`\s*[/.\-\s]\s*`;
const dayMonthYear = new RegExp(String.raw`^(\d{1,2})${separator}(\d{1,2})${separator}(\d{4})$`);
const dayMonthShortYear = new RegExp(String.raw`^(\d{1,2})${separator}(\d{1,2})${separator}(\d{2})$`);
/** Eight digits with nothing between them, as a numeric keypad types them: 14031985. */
const eightDigits = /^(\d{2})(\d{2})(\d{4})$/;
/** The year first can only be D4's own form, so it is read too (a browser's autofill may give it). */
const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a day typed day first (14/03/1985, 14-3-1985, 14.03.1985, 14031985) into `YYYY-MM-DD`, or says why it is not one. */
export function readDayFirst(typed: string): DayFirstReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: { kind: 'empty' } };
  const iso = yearFirst.exec(text);
  const parts = iso ? [iso[3], iso[2], iso[1]] : (dayMonthYear.exec(text) ?? eightDigits.exec(text))?.slice(1);
  if (!parts) return { ok: false, problem: { kind: dayMonthShortYear.test(text) ? 'short-year' : 'unreadable' } };
  const [day = 0, month = 0, year = 0] = parts.map(Number);
  if (month < 1 || month > 12) return { ok: false, problem: { kind: 'no-such-month', month, day, year } };
  if (day < 1 || day > daysIn(month, year)) return { ok: false, problem: { kind: 'no-such-day', day, month, year } };
  return { ok: true, day: isoDay(year, month, day) };
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`; anything else comes back as it was, so a field never loses what it held. */
export function dayFirst(day: string): string {
  const match = yearFirst.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Why a well-formed date is still not a day (no month 27, no 31 April), in plain words without a final full stop. */
export function whyNoSuchDay(problem: Extract<DayFirstProblem, { kind: 'no-such-month' | 'no-such-day' }>): string {
  const { day, month, year } = problem;
  if (problem.kind === 'no-such-month') {
    // The commonest cause: a month-first date (10/27/2026), which reads as a day once turned round.
    const turned = readDayFirst(`${month}/${day}/${year}`);
    return turned.ok
      ? `There is no month ${month}. The day comes first, as in ${dayFirst(turned.day)}`
      : `There is no month ${month}. Months go from 1 to 12`;
  }
  if (day < 1) return `There is no day ${day}. Days start at 1`;
  const monthName = monthNames[month - 1] ?? String(month);
  return `There is no ${day} ${monthName} ${year}. ${monthName}${month === 2 ? ` ${year}` : ''} has ${daysIn(month, year)} days`;
}

function daysIn(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
