import type { SeedName } from '../../shared/wire/control';
import { demoSeed } from './demo';
import { emptySeed } from './empty';
import type { Seed } from './seed';

export const seeds: Record<SeedName, Seed> = { demo: demoSeed, empty: emptySeed };
