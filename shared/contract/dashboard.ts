import { z } from 'zod';
import { cents, isoDate } from '../wire/common';
import { applicationId } from './ids';

// The branch dashboard: the signed-in branch at a glance, counted in main from the service's own lists (Get Quotes,
// Get Applications: whole UTC days D4, every page D8). Definitions of each figure: shared/dashboard/branch-figures.ts.

/** The ranges the dashboard offers: the last 30 or 90 days up to the service's today. */
export const dashboardDays = [30, 90] as const;
export type DashboardDays = (typeof dashboardDays)[number];

export const dashboardSummaryInput = z.strictObject({ days: z.union([z.literal(30), z.literal(90)]) });

const count = z.number().int().min(0);

/** The branch's figures over some whole UTC days (D4); money in integer cents (D6). */
export const branchFigures = z.object({
  quotesSent: count,
  quotesApplied: count,
  applied: count,
  approved: count,
  declined: count,
  paid: count,
  financedCents: cents.check(z.gte(0)),
});
export type BranchFigures = z.infer<typeof branchFigures>;

/** One week of the range (Monday to Sunday, cut to the range at either end) and its figures. */
export const weekFigures = branchFigures.extend({ startDate: isoDate, endDate: isoDate });
export type WeekFigures = z.infer<typeof weekFigures>;

/**
 * Quotes to payment, every step a subset of the one before (shared/dashboard/quote-funnel.ts): the range's quotes, the
 * applications made from them, and of those the approved and the paid. All applications stand beside it, in `figures`.
 */
export const quoteFunnel = z.object({
  quotesSent: count,
  applied: count,
  approved: count,
  paid: count,
  /** The applications made from the range's quotes, so the funnel's steps open a list of just those. */
  applicationIds: z.array(applicationId),
});
export type QuoteFunnel = z.infer<typeof quoteFunnel>;

/**
 * One salesperson's figures over the range, by the service's own `team_member` on quotes and applications (""
 * when it named nobody); each figure means what the branch's does (shared/dashboard/team-figures.ts).
 */
export const teamMemberFigures = z.object({
  teamMember: z.string().max(200),
  quotesSent: count,
  applied: count,
  approved: count,
  paid: count,
});
export type TeamMemberFigures = z.infer<typeof teamMemberFigures>;

export const dashboardSummary = z.object({
  /** The first and last whole UTC day counted (D4), as the lists take them, so a figure opens the same list. */
  startDate: isoDate,
  endDate: isoDate,
  figures: branchFigures,
  funnel: quoteFunnel,
  /** Per salesperson, most quotes first; the rows add up to `figures`' quotes sent, applied, approved and paid. */
  team: z.array(teamMemberFigures).max(500),
  /** Oldest first; their figures add up to `figures`. */
  weeks: z.array(weekFigures),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** Spread into shared/contract.ts's `contract`. */
export const dashboardChannels = {
  /** The signed-in branch's figures over the last `days` days by the service's clock; refused while locked. */
  'dashboard:summary': { input: dashboardSummaryInput, output: dashboardSummary },
};
