import messages from 'virtual:staff-messages/capture';
import type english from '../../i18n/staff/capture/en-AU.json';
import { staffWords } from '../../i18n/staff-words';

export const { say, Say } = staffWords<keyof typeof english>(messages);
