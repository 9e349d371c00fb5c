import { SandboxClock } from './clock';
import type { AccountRecord, MessageRecord, SandboxState, UserRecord } from './state';

// The running sandbox: its state, its clock and its settings, shared by every route.

export interface SandboxConfig {
  /** D15 "several minutes": one decision delay, 3 minutes by default. */
  decisionDelayMs: number;
  /** D9: 30 minutes without a request, 12 hours after creation. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Check every answer against the shared response schemas (tests turn this on). */
  checkResponses: boolean;
}

export const defaultConfig: SandboxConfig = {
  decisionDelayMs: 3 * 60_000,
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 12 * 60 * 60_000,
  checkResponses: false,
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
  private readonly changeListeners: Array<() => void> = [];

  constructor(
    public state: SandboxState,
    readonly config: SandboxConfig = defaultConfig,
  ) {
    this.clock = new SandboxClock(state.clock);
  }

  now(): number {
    return this.clock.now();
  }

  /** Numeric, increasing ids: application ids must be numeric (D7). */
  nextNumber(): number {
    return this.state.nextId++;
  }

  newId(prefix: string): string {
    return `${prefix}${this.nextNumber()}`;
  }

  account(id: string): AccountRecord | undefined {
    return this.state.accounts.find((account) => account.id === id);
  }

  user(id: string): UserRecord | undefined {
    return this.state.users.find((user) => user.id === id);
  }

  sendMessage(message: Omit<MessageRecord, 'id' | 'sent'>): MessageRecord {
    const record = { ...message, id: this.newId('msg_'), sent: this.now() };
    this.state.messages.push(record);
    return record;
  }

  /** Persistence and other observers hear of every change. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  changed(): void {
    for (const listener of this.changeListeners) listener();
  }
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}
