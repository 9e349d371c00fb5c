import messages from 'virtual:staff-messages/administration';
import type english from '../../i18n/staff/administration/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
