import { utcDay } from '../shared/dates/utc-day';

// The sandbox clock (D27): virtual time that runs at real speed and can be advanced; every part of the
// sandbox reads time from it, and every due timer (decisions, deliveries, expiries) runs from it in time order.

export interface TimerRecord {
  readonly id: string;
  readonly at: number;
  readonly kind: string;
  readonly data: Record<string, unknown>;
}

export type TimerHandler = (timer: TimerRecord) => Promise<void> | void;

export interface ClockState {
  /** Virtual minus real milliseconds; kept with the data so a restart resumes the same sandbox time. */
  offsetMs: number;
  timers: TimerRecord[];
  nextTimerId: number;
}

export class SandboxClock {
  private readonly handlers = new Map<string, TimerHandler>();
  private running: Promise<void> = Promise.resolve();
  /** While timers run during an advance, time stands at each timer's moment. */
  private pinnedAt: number | null = null;
  private ticker: NodeJS.Timeout | undefined;

  constructor(
    private state: ClockState,
    private readonly realNow: () => number = Date.now,
    /** Told of every change to the timers or the offset, so they are saved (D30). */
    private readonly changed: () => void = () => undefined,
  ) {}

  /** After a reset or a load the sandbox's state is a new object. */
  rebind(state: ClockState): void {
    this.state = state;
  }

  now(): number {
    return this.pinnedAt ?? this.realNow() + this.state.offsetMs;
  }

  nowDate(): Date {
    return new Date(this.now());
  }

  on(kind: string, handler: TimerHandler): void {
    this.handlers.set(kind, handler);
  }

  schedule(at: number, kind: string, data: Record<string, unknown> = {}): TimerRecord {
    const timer = { id: String(this.state.nextTimerId++), at, kind, data };
    this.state.timers.push(timer);
    this.changed();
    return timer;
  }

  cancel(predicate: (timer: TimerRecord) => boolean): void {
    const before = this.state.timers.length;
    this.state.timers = this.state.timers.filter((timer) => !predicate(timer));
    if (this.state.timers.length !== before) this.changed();
  }

  pending(): readonly TimerRecord[] {
    return this.state.timers;
  }

  /** Moves virtual time forward, running every timer that falls due on the way, in time order. */
  advance(seconds: number): Promise<void> {
    return this.serialised(async () => {
      const target = this.now() + seconds * 1000;
      await this.runDue(target);
      this.state.offsetMs = target - this.realNow();
      this.changed();
    });
  }

  /** Runs timers already due at the current time (called by the ticker as real time passes). */
  runDueNow(): Promise<void> {
    return this.serialised(() => this.runDue(this.now()));
  }

  startTicking(intervalMs = 1000): void {
    this.ticker ??= setInterval(() => void this.runDueNow(), intervalMs);
    this.ticker.unref();
  }

  stopTicking(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  /** Resolves once whatever is running now has finished. */
  idle(): Promise<void> {
    return this.serialised(async () => {});
  }

  private async runDue(until: number): Promise<void> {
    for (;;) {
      const next = this.earliestDue(until);
      if (!next) return;
      this.state.timers = this.state.timers.filter((timer) => timer !== next);
      this.pinnedAt = Math.max(next.at, this.realNow() + this.state.offsetMs);
      this.state.offsetMs = this.pinnedAt - this.realNow();
      this.changed();
      try {
        await this.handlers.get(next.kind)?.(next);
      } finally {
        this.pinnedAt = null;
      }
    }
  }

  private earliestDue(until: number): TimerRecord | undefined {
    let earliest: TimerRecord | undefined;
    for (const timer of this.state.timers) {
      if (timer.at <= until && (!earliest || timer.at < earliest.at)) earliest = timer;
    }
    return earliest;
  }

  private serialised(work: () => Promise<void>): Promise<void> {
    const result = this.running.then(work);
    this.running = result.catch(() => undefined);
    return result;
  }
}

/** D4: `YYYY-MM-DDThh:mm:ss+00:00`, no fractions. */
export function formatTimestamp(ms: number): string {
  // Hot path (a page of 500 applications formats ~2,000): the date once per day, the time by arithmetic.
  const day = Math.floor(ms / dayMs);
  const seconds = Math.floor((ms - day * dayMs) / 1000);
  return `${dateOfDay(day)}T${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}+00:00`;
}

/** D4: `YYYY-MM-DD`, the UTC day of `ms`, each day's text worked out once. */
export function formatDate(ms: number): string {
  return dateOfDay(Math.floor(ms / dayMs));
}

const dayMs = 86_400_000;
const datesByDay = new Map<number, string>();

function dateOfDay(day: number): string {
  let date = datesByDay.get(day);
  if (date === undefined) {
    date = utcDay(day * dayMs);
    datesByDay.set(day, date);
  }
  return date;
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
