import messages from 'virtual:staff-messages/shared';
import type english from '../i18n/staff/shared/en-AU.json';
import { staffWords } from '../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
