import { durationWords } from '../../components/duration-words';

/** Sensible idle limits to choose from (K4: 120 s, configurable), with a set-up file's own value kept when it is another. */
export function idleChoices(standard: readonly number[], current: number): { seconds: number; words: string }[] {
  const all = standard.includes(current) ? standard : [...standard, current].sort((a, b) => a - b);
  return all.map((seconds) => ({ seconds, words: durationWords(seconds) }));
}

export const staffIdleChoices = [30, 60, 120, 180, 300, 600, 900] as const;
export const customerIdleChoices = [300, 600, 900, 1200, 1800] as const;
