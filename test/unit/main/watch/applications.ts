import type { ApplicationStatus } from '../../../../shared/enums';
import type { Application } from '../../../../shared/wire/applications';

// Applications as the service answers them, for watch unit tests: a status history that only grows (D14).

export function applicationWith(id: string, history: readonly ApplicationStatus[], fields: Partial<Application> = {}): Application {
  const status_history = history.map((status, index) => ({
    status,
    time: `2026-11-0${1 + Math.min(index, 8)}T10:00:0${index % 10}+00:00`,
  }));
  return {
    id,
    account_id: '1001',
    applicants: [
      { id: `app-${id}`, name: `Customer ${id}`, email: `c${id}@example.com`, mobile: '0412345678', dob: '1980-01-01', joint_applicant: 0 },
    ],
    team_member: 'Alex Admin',
    financed_amount: 500_000,
    repayment_term: 24,
    product_category: 'Solar Panel Package',
    product_description: '6.6 kW solar system',
    reference_number: `REF-${id}`,
    status: history.at(-1) ?? 'QUOTE',
    status_history,
    created: '2026-11-01T10:00:00+00:00',
    ...fields,
  };
}
