import type { ApplicationStatus } from '../shared/enums';
import type { Sandbox } from './sandbox';
import type { ApplicationRecord } from './state';

// D14: every status change is recorded with its time (and raises a webhook event).

export function setApplicationStatus(sandbox: Sandbox, application: ApplicationRecord, status: ApplicationStatus): void {
  if (application.status === status) return;
  application.status = status;
  application.history.push({ status, at: sandbox.now() });
  sandbox.changed();
}
