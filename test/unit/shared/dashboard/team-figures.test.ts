import { describe, expect, it } from 'vitest';
import { teamFigures, type TeamApplication, type TeamQuote } from '../../../../shared/dashboard/team-figures';
import type { ApplicationStatus } from '../../../../shared/enums';

// Branch's figures per salesperson, by the service's own team_member on each quote and application (the service
// document's Quote and Application); each figure means what the branch's does (D14, D17).

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

function quote(created: string, team_member: string): TeamQuote {
  return { created: `${created}T03:00:00+00:00`, team_member };
}

function application(created: string, team_member: string, history: ApplicationStatus[]): TeamApplication {
  return {
    created: `${created}T03:00:00+00:00`,
    team_member,
    status: history.at(-1) ?? 'QUOTE',
    status_history: history.map((status, index) => ({ status, time: `${created}T03:0${index}:00+00:00` })),
  };
}

describe('figures per salesperson', () => {
  it('counts quotes sent, applications, approved at any point and paid for the salesperson each record names', () => {
    const quotes = [quote('2026-11-02', 'Ava Chen'), quote('2026-11-03', 'Ava Chen'), quote('2026-11-04', 'Ben Ortiz')];
    const applications = [
      application('2026-11-05', 'Ava Chen', ['QUOTE', 'APPROVED', 'PAID']),
      application('2026-11-06', 'Ben Ortiz', ['QUOTE', 'APPROVED', 'WITHDRAW']),
      application('2026-11-07', 'Ben Ortiz', ['QUOTE', 'DECLINED']),
    ];
    expect(teamFigures(quotes, applications, range)).toEqual([
      { teamMember: 'Ava Chen', quotesSent: 2, applied: 1, approved: 1, paid: 1 },
      { teamMember: 'Ben Ortiz', quotesSent: 1, applied: 2, approved: 1, paid: 0 },
    ]);
  });

  it('leaves out records made outside the dates (D4: whole UTC days)', () => {
    const quotes = [quote('2026-10-31', 'Ava Chen'), quote('2026-11-30', 'Ava Chen'), quote('2026-12-01', 'Ava Chen')];
    const applications = [application('2026-12-01', 'Ben Ortiz', ['QUOTE', 'APPROVED'])];
    expect(teamFigures(quotes, applications, range)).toEqual([{ teamMember: 'Ava Chen', quotesSent: 1, applied: 0, approved: 0, paid: 0 }]);
  });

  it('one row per name as the service spells it, spaces around it aside; a record naming nobody has its own row', () => {
    const quotes = [quote('2026-11-02', ' Ava Chen '), quote('2026-11-03', 'Ava Chen'), quote('2026-11-04', '')];
    expect(teamFigures(quotes, [application('2026-11-05', '  ', ['QUOTE'])], range)).toEqual([
      { teamMember: 'Ava Chen', quotesSent: 2, applied: 0, approved: 0, paid: 0 },
      { teamMember: '', quotesSent: 1, applied: 1, approved: 0, paid: 0 },
    ]);
  });

  it('most quotes first, then most applications, then by name', () => {
    const quotes = [quote('2026-11-02', 'Cleo Park'), quote('2026-11-02', 'Ben Ortiz'), quote('2026-11-02', 'Ava Chen')];
    const applications = [application('2026-11-05', 'Cleo Park', ['QUOTE'])];
    expect(teamFigures(quotes, applications, range).map((row) => row.teamMember)).toEqual(['Cleo Park', 'Ava Chen', 'Ben Ortiz']);
  });

  it('no quotes or applications: no rows', () => {
    expect(teamFigures([], [], range)).toEqual([]);
  });
});
