import { say } from './words';

/** Sensible idle limits to choose from (K4: 120 s, configurable), with a set-up file's own value kept when it is another. */
export function idleChoices(standard: readonly number[], current: number): { seconds: number; words: string }[] {
  const all = standard.includes(current) ? standard : [...standard, current].sort((a, b) => a - b);
  return all.map((seconds) => ({ seconds, words: durationWords(seconds) }));
}

export const staffIdleChoices = [30, 60, 120, 180, 300, 600, 900] as const;
export const customerIdleChoices = [300, 600, 900, 1200, 1800] as const;

/** "30 seconds", "2 minutes", "2 minutes 30 seconds". */
export function durationWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    ...(minutes > 0 ? [say('administration.duration.minutes', { count: minutes })] : []),
    ...(rest > 0 || minutes === 0 ? [say('administration.duration.seconds', { count: rest })] : []),
  ];
  return parts.join(' ');
}
