import { z } from 'zod/mini';
import { abnProblem } from './abn';
import { branchPhoneProblem } from './branch-phone';

// Issue 38 item 7: who the customer's printed quote comes from — the branch's trading name, address, phone and ABN —
// set by an administrator for this kiosk (Administration → This kiosk) and carried by the set-up file. Each may be
// left empty (not set): the printed quote then leaves it out, and Administration says it is missing. zod/mini: they come
// with the kiosk's options, which every screen reads first (issue 37).

/** An optional field: empty, or what the rule accepts. */
const optional = (problem: (typed: string) => string | null) =>
  z.string().check(
    z.trim(),
    z.superRefine((typed: string, context) => {
      const reason = typed === '' ? null : problem(typed);
      if (reason !== null) context.addIssue({ code: 'custom', message: reason });
    }),
  );

export const branchDetails = z.strictObject({
  /** The name the shop trades under; empty: the branch's name at the service. */
  tradingName: z.string().check(z.trim(), z.maxLength(120, 'Keep the trading name to 120 characters or fewer.')),
  /** The shop's street address, as one line or several. */
  address: z.string().check(z.trim(), z.maxLength(200, 'Keep the address to 200 characters or fewer.')),
  phone: optional(branchPhoneProblem),
  abn: optional(abnProblem),
});
export type BranchDetails = z.infer<typeof branchDetails>;

const detailNames = ['tradingName', 'address', 'phone', 'abn'] as const satisfies readonly (keyof BranchDetails)[];

/** Which details are not set yet, for Administration to name. */
export function missingBranchDetails(details: BranchDetails): (keyof BranchDetails)[] {
  return detailNames.filter((key) => details[key] === '');
}
