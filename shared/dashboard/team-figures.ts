import type { TeamMemberFigures } from '../contract/dashboard';
import type { Application } from '../wire/applications';
import type { Quote } from '../wire/quotes';
import { isPaid, wasApproved } from './application-outcomes';
import type { DayRange } from './dashboard-range';

// Branch's figures per salesperson, from the service's own `team_member` on each quote and application (the service
// document's Quote and Application: `<first_name> <last_name>` of the agent). Each figure means what the branch's
// does (branch-figures.ts): records made in the range, as they stand now; so the rows add up to the branch's own.

export type TeamQuote = Pick<Quote, 'created' | 'team_member'>;
export type TeamApplication = Pick<Application, 'created' | 'team_member' | 'status' | 'status_history'>;

function within(range: DayRange, record: { created: string }): boolean {
  const day = record.created.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
}

/** One row per name the service gave ("" when it named nobody), most quotes first, then by name. */
export function teamFigures(quotes: readonly TeamQuote[], applications: readonly TeamApplication[], range: DayRange): TeamMemberFigures[] {
  const rows = new Map<string, TeamMemberFigures>();
  const rowOf = (record: { team_member: string }): TeamMemberFigures => {
    const teamMember = record.team_member.trim();
    let row = rows.get(teamMember);
    if (row === undefined) {
      row = { teamMember, quotesSent: 0, applied: 0, approved: 0, paid: 0 };
      rows.set(teamMember, row);
    }
    return row;
  };
  for (const quote of quotes) if (within(range, quote)) rowOf(quote).quotesSent++;
  for (const application of applications) {
    if (!within(range, application)) continue;
    const row = rowOf(application);
    row.applied++;
    if (wasApproved(application)) row.approved++;
    if (isPaid(application)) row.paid++;
  }
  return [...rows.values()].sort(
    (a, b) => b.quotesSent - a.quotesSent || b.applied - a.applied || a.teamMember.localeCompare(b.teamMember),
  );
}
