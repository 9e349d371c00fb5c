import { say } from './words';

/** "30 seconds", "2 minutes", "2 minutes 30 seconds": with the first load's words, so no screen's words come with it. */
export function durationWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    ...(minutes > 0 ? [say('components.duration.minutes', { count: minutes })] : []),
    ...(rest > 0 || minutes === 0 ? [say('components.duration.seconds', { count: rest })] : []),
  ];
  return parts.join(' ');
}
