import messages from 'virtual:staff-messages/calculator';
import type english from '../../i18n/staff/calculator/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
