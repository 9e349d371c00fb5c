import messages from 'virtual:staff-messages/applications';
import type english from '../../i18n/staff/applications/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
