import { usualKioskCheckoutLists, type KioskCheckoutLists } from '../shared/kiosk-addresses';
import { SandboxClock } from './clock';
import type { AccountRecord, MessageRecord, UserRecord } from './store/record-schemas';
import type { SandboxStore, StateView } from './store/sandbox-store';

// The running sandbox: its store (every record, D30), its clock and its settings, shared by every route.

export interface SandboxConfig {
  /** D15 "several minutes": one decision delay, 3 minutes by default. */
  decisionDelayMs: number;
  /** D9: 30 minutes without a request, 12 hours after creation. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Check every answer against the shared response schemas (tests turn this on). */
  checkResponses: boolean;
  /** D28: the kiosk the demo seed's public key lets check out: training's own host, else the usual port's. */
  demoKiosk: KioskCheckoutLists;
}

export const defaultConfig: SandboxConfig = {
  decisionDelayMs: 3 * 60_000,
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 12 * 60 * 60_000,
  checkResponses: false,
  demoKiosk: usualKioskCheckoutLists,
};

/** Who a request acts as (D10). */
export interface Caller {
  user: UserRecord;
  /** The account the session's credentials were issued for. */
  accountId: string;
  sessionKey: string;
}

export class Sandbox {
  readonly clock: SandboxClock;
  /** Set once listening: the address links in emails and icons point at. */
  baseUrl = 'http://127.0.0.1';
  /** D31: the `Host` values requests may carry, known once listening; until then nothing is refused. */
  allowedHosts: ReadonlySet<string> | undefined;

  constructor(
    readonly store: SandboxStore,
    readonly config: SandboxConfig = defaultConfig,
  ) {
    // The clock keeps its timers in the state; the store hears of every change to them (D30).
    this.clock = new SandboxClock(store.state.clock, Date.now, () => store.clockChanged());
    store.onReplaced((fresh) => this.clock.rebind(fresh.clock));
  }

  /** Everything, read only: changes go through `store`. */
  get state(): StateView {
    return this.store.state;
  }

  now(): number {
    return this.clock.now();
  }

  /** Numeric, increasing ids: application ids must be numeric (D7). */
  nextNumber(): number {
    return this.store.nextNumber();
  }

  newId(prefix: string): string {
    return `${prefix}${this.nextNumber()}`;
  }

  account(id: string): AccountRecord | undefined {
    return this.store.accounts.get(id);
  }

  user(id: string): UserRecord | undefined {
    return this.store.users.get(id);
  }

  sendMessage(message: Omit<MessageRecord, 'id' | 'sent'>): MessageRecord {
    return this.store.messages.insert({ ...message, id: this.newId('msg_'), sent: this.now() });
  }
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}
