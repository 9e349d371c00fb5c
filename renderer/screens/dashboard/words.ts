import messages from 'virtual:staff-messages/dashboard';
import type english from '../../i18n/staff/dashboard/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
