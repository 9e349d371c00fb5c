import messages from 'virtual:staff-messages/components';
import type english from '../i18n/staff/components/en-AU.json';
import { staffWords } from '../i18n/staff-words';

/** A component message's id, for a table of ids chosen before `say` is called. */
export type ComponentWordsId = keyof typeof english;

export const { say } = staffWords<keyof typeof english>(messages);
