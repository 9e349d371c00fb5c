import { describe, expect, it } from 'vitest';
import { applicationsFromQuotes, type LinkableApplication, type LinkableQuote } from '../../../../shared/dashboard/quote-applications';

// Branch's funnel: which application came from which quote (K10 records first, else email, amount and term; D17).

function quote(id: string, created: string, overrides: Partial<LinkableQuote> = {}): LinkableQuote {
  return {
    id,
    created: `${created}+00:00`,
    status: 'COMPLETED',
    applicant_email: 'jo@example.com',
    total_purchase_amount: 1_200_000,
    deposit_amount: 200_000,
    repayment_term: 36,
    ...overrides,
  };
}

function application(id: string, created: string, overrides: Partial<LinkableApplication> = {}): LinkableApplication {
  return {
    id,
    created: `${created}+00:00`,
    applicants: [{ id: `a${id}`, name: 'Jo Smith', email: 'jo@example.com', mobile: '0412345678', dob: '1980-01-01', joint_applicant: 0 }],
    financed_amount: 1_000_000,
    repayment_term: 36,
    ...overrides,
  };
}

describe('applications from quotes', () => {
  it('links an applied quote to a later application for the same email, financed amount and term', () => {
    const links = applicationsFromQuotes([quote('q1', '2026-11-02T03:00:00')], [application('7', '2026-11-03T09:00:00')]);
    expect([...links]).toEqual([['7', 'q1']]);
  });

  it('an email differing only in case and spaces still matches; a joint applicant’s email does too', () => {
    const joint = application('8', '2026-11-04T09:00:00', {
      applicants: [
        { id: 'p', name: 'Sam Lee', email: 'sam@example.com', mobile: '0400000000', dob: '1981-01-01', joint_applicant: 0 },
        { id: 'j', name: 'Jo Smith', email: ' JO@Example.com ', mobile: '0400000001', dob: '1982-01-01', joint_applicant: 1 },
      ],
    });
    expect(applicationsFromQuotes([quote('q1', '2026-11-02T03:00:00')], [joint]).get('8')).toBe('q1');
  });

  it('an application made before the quote does not count', () => {
    const links = applicationsFromQuotes([quote('q1', '2026-11-05T03:00:00')], [application('7', '2026-11-05T02:59:59')]);
    expect(links.size).toBe(0);
  });

  it('another amount, term or email is another sale', () => {
    const q = [quote('q1', '2026-11-02T03:00:00')];
    expect(applicationsFromQuotes(q, [application('1', '2026-11-03T00:00:00', { financed_amount: 1_000_001 })]).size).toBe(0);
    expect(applicationsFromQuotes(q, [application('2', '2026-11-03T00:00:00', { repayment_term: 48 })]).size).toBe(0);
    const other = application('3', '2026-11-03T00:00:00');
    expect(
      applicationsFromQuotes(q, [{ ...other, applicants: other.applicants.map((a) => ({ ...a, email: 'kim@example.com' })) }]).size,
    ).toBe(0);
  });

  it('a quote the service does not hold applied is not matched, whatever the likeness (D17)', () => {
    const links = applicationsFromQuotes(
      [quote('q1', '2026-11-02T03:00:00', { status: 'SENT' })],
      [application('7', '2026-11-03T09:00:00')],
    );
    expect(links.size).toBe(0);
  });

  it('one application is matched to at most one quote, and one quote to at most one application', () => {
    const quotes = [quote('q1', '2026-11-02T03:00:00'), quote('q2', '2026-11-03T03:00:00')];
    const one = applicationsFromQuotes(quotes, [application('7', '2026-11-04T09:00:00')]);
    expect([...one]).toEqual([['7', 'q1']]);
    const two = applicationsFromQuotes(
      [quote('q1', '2026-11-02T03:00:00')],
      [application('7', '2026-11-04T09:00:00'), application('8', '2026-11-05T09:00:00')],
    );
    expect([...two]).toEqual([['7', 'q1']]);
    // Two quotes, two applications: each quote takes its own, the older quote the older application.
    const both = applicationsFromQuotes(quotes, [application('9', '2026-11-06T09:00:00'), application('8', '2026-11-02T09:00:00')]);
    expect(Object.fromEntries(both)).toEqual({ '8': 'q1', '9': 'q2' });
  });

  it('the kiosk’s K10 record wins over a match, and its quote takes no other application', () => {
    const quotes = [quote('q1', '2026-11-02T03:00:00'), quote('q2', '2026-11-02T04:00:00', { status: 'SENT' })];
    const applications = [application('7', '2026-11-03T09:00:00'), application('8', '2026-11-04T09:00:00')];
    // q2 was applied for at the kiosk as application 7 (the service holds it cancelled, not COMPLETED): 7 is q2's,
    // though q1 matches it first by the rule; q1 then takes 8.
    const links = applicationsFromQuotes(quotes, applications, new Map([['q2', '7']]));
    expect(Object.fromEntries(links)).toEqual({ '7': 'q2', '8': 'q1' });
    // A K10 record of an application not in the lists links nothing.
    expect(applicationsFromQuotes(quotes, [], new Map([['q2', '7']])).size).toBe(0);
  });
});
