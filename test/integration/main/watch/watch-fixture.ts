import type { ApplicationStatus } from '../../../../shared/enums';
import type { StatusChange } from '../../../../shared/contract/watch';
import { StatusWatcher, type StatusWatcherOptions } from '../../../../main/watch/status-watcher';
import { vendorApplicationSource } from '../../../../main/watch/vendor-application-source';
import type { VendorClient } from '../../../../main/core/vendor-port';
import type { ApplicationRecord } from '../../../../sandbox/store/record-schemas';
import type { TestSandbox } from '../../sandbox/harness';

// The watcher against the real demo sandbox over loopback (D28: branch 1001, the demo ADMINISTRATOR, a private key).

export const demoBranch = '1001';
const dayMs = 86_400_000;

export interface WatchedBranch {
  watcher: StatusWatcher;
  heard: StatusChange[];
  logs: string[];
}

/** A watcher of the demo branch whose timers never fire on their own: the test polls when it chooses. */
export function watchBranch(sb: TestSandbox, client: VendorClient, options: Partial<StatusWatcherOptions> = {}): WatchedBranch {
  const logs: string[] = [];
  const watcher = new StatusWatcher({
    source: vendorApplicationSource(client, demoBranch),
    serviceNow: () => sb.sandbox.now(),
    log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
    timers: { set: () => () => undefined },
    ...options,
  });
  const heard: StatusChange[] = [];
  watcher.onChange((change) => void heard.push(change));
  return { watcher, heard, logs };
}

/** Applications of the demo branch created in the last 30 days (the watcher's window), not yet used by a test. */
const taken = new Set<string>();
export function recentApplication(sb: TestSandbox): ApplicationRecord {
  const since = sb.sandbox.now() - 29 * dayMs;
  const found = sb.sandbox.state.applications.find((a) => a.account_id === demoBranch && a.created >= since && !taken.has(a.id));
  if (!found) throw new Error('the demo seed has no recent application left');
  taken.add(found.id);
  return found;
}

/** Another status than the application's, to force through the control interface (D27). */
export function otherStatus(application: ApplicationRecord): ApplicationStatus {
  return application.status === 'PAID' ? 'WITHDRAW' : 'PAID';
}

export async function forceStatus(sb: TestSandbox, id: string, status: ApplicationStatus): Promise<void> {
  const answer = await sb.request('POST', `/sandbox/v1/applications/${id}/status`, { body: { status } });
  if (answer.http !== 200) throw new Error(`status not forced: ${JSON.stringify(answer.body)}`);
}

/** D25: the delivery log of an application's events, as the control interface shows it. */
export async function deliveryOutcomes(sb: TestSandbox, applicationId: string): Promise<string[]> {
  const answer = await sb.request('GET', `/sandbox/v1/webhook-deliveries?applicationId=${applicationId}`);
  return answer.body.deliveries.map((delivery: { outcome: string }) => delivery.outcome);
}

export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
