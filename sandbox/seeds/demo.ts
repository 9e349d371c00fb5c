import { emptySeed } from './empty';
import type { Seed } from './seed';

// STUB: the demo seed (D28) is being written.
export const demoSeed: Seed = emptySeed;
