// A small deterministic generator (mulberry32), so the demo seed is the same data on every start (D28).
// Not for secrets: credentials, keys and apply tokens come from node:crypto (sandbox/random.ts).

export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('SeededRandom: pick from an empty list');
    return item;
  }

  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let roll = this.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    const chosen = choices.find(([, weight]) => (roll -= weight) < 0) ?? choices.at(-1);
    if (chosen === undefined) throw new Error('SeededRandom: no choices');
    return chosen[0];
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }
}
