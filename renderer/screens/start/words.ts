import messages from 'virtual:staff-messages/start';
import type english from '../../i18n/staff/start/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
