import messages from 'virtual:staff-messages/app';
import type english from './i18n/staff/app/en-AU.json';
import { staffWords } from './i18n/staff-words';

export const { say } = staffWords<keyof typeof english>(messages);
