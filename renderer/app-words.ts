import messages from 'virtual:staff-messages/app';
import type english from './i18n/staff/app/en-AU.json';
import { staffWords } from './i18n/staff-words';

// The frame every staff screen has and what the first screen shows with it (the top bar's buttons, the lock's ask,
// Retry, the money field's problems): their words come with the first load, the other areas' with their parts (issue 37).

/** An app message's id, for a table of ids chosen before `say` is called. */
export type AppWordsId = keyof typeof english;

export const { say } = staffWords<AppWordsId>(messages);
