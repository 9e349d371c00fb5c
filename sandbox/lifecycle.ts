import { z } from 'zod';
import { applicationStatuses, type ApplicationStatus } from '../shared/enums';
import type { Sandbox } from './sandbox';
import type { ApplicationRecord } from './store/record-schemas';
import { raiseStatusEvents } from './webhooks/delivery';

// D14, D15: how an application's status moves in the sandbox. Decisions still to come are clock timers, so
// they run on `clock.advance` and survive a restart with `--data`.

const decisionTimer = 'application.decision';
const decisionData = z.object({ applicationId: z.string(), status: z.enum(applicationStatuses) });

/** D15: the last digit of the financed amount in cents → the status at once, and the one a decision delay later. */
const outcomes: Readonly<Record<number, readonly [ApplicationStatus, ApplicationStatus?]>> = {
  1: ['C.APPROV', 'APPROVED'],
  2: ['C.APPROV', 'DECLINED'],
  3: ['REFER', 'APPROVED'],
  4: ['REFER', 'DECLINED'],
  5: ['DECLINED'],
};

/** D15: the statuses a submitted application goes through, by the last digit of its financed amount in cents. */
export function sandboxOutcome(financedCents: number): readonly [ApplicationStatus, ApplicationStatus?] {
  return outcomes[financedCents % 10] ?? ['APPROVED'];
}

export function startLifecycle(sandbox: Sandbox): void {
  sandbox.clock.on(decisionTimer, (timer) => {
    const { applicationId, status } = decisionData.parse(timer.data);
    const application = sandbox.store.applications.get(applicationId);
    if (application) setApplicationStatus(sandbox, application, status);
  });
}

/** D15: the customer submits the application; the sandbox decides by the last digit of the financed amount. */
export function submitApplication(sandbox: Sandbox, application: ApplicationRecord): void {
  const [now, later] = sandboxOutcome(application.financed_amount);
  setApplicationStatus(sandbox, application, now);
  if (later)
    sandbox.clock.schedule(sandbox.now() + sandbox.config.decisionDelayMs, decisionTimer, { applicationId: application.id, status: later });
}

/** D14: the customer withdraws; nothing the sandbox still had to decide happens. */
export function withdrawApplication(sandbox: Sandbox, application: ApplicationRecord): void {
  overrideApplicationStatus(sandbox, application, 'WITHDRAW');
}

/** D27: a status forced by the control interface overrules every pending decision about the application. */
export function overrideApplicationStatus(sandbox: Sandbox, application: ApplicationRecord, status: ApplicationStatus): void {
  sandbox.clock.cancel((timer) => timer.data['applicationId'] === application.id);
  setApplicationStatus(sandbox, application, status);
}

/** D14: every status change is recorded with its time and raises a webhook event (D25). */
export function setApplicationStatus(sandbox: Sandbox, application: ApplicationRecord, status: ApplicationStatus): void {
  if (application.status === status) return;
  sandbox.store.applications.update(application, (draft) => {
    draft.status = status;
    draft.history = [...draft.history, { status, at: sandbox.now() }];
  });
  raiseStatusEvents(sandbox, application);
}
