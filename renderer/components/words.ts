import messages from 'virtual:staff-messages/components';
import type english from '../i18n/staff/components/en-AU.json';
import { staffWords } from '../i18n/staff-words';

export const { say } = staffWords<keyof typeof english>(messages);
