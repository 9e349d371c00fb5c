import type { Messages } from '@lingui/core';
import english from 'virtual:messages/en-AU';
import type { CustomerLocale } from '../../shared/customer-locales';

// K14: English is in the first load (staff read it, and every customer starts in it); each other language is its
// own chunk, fetched when a customer chooses it.
const otherLocales: Record<Exclude<CustomerLocale, 'en-AU'>, () => Promise<{ default: Messages }>> = {
  'zh-Hans': () => import('virtual:messages/zh-Hans'),
  ar: () => import('virtual:messages/ar'),
  vi: () => import('virtual:messages/vi'),
  'zh-Hant': () => import('virtual:messages/zh-Hant'),
  pa: () => import('virtual:messages/pa'),
  el: () => import('virtual:messages/el'),
  it: () => import('virtual:messages/it'),
  hi: () => import('virtual:messages/hi'),
};

/** The key a test sets in sessionStorage to show the pseudo-locale (accented, bracketed English) instead of English. */
export const pseudoLocaleKey = 'kiosk-pseudo-locale';

function pseudoLocaleAsked(): boolean {
  try {
    return sessionStorage.getItem(pseudoLocaleKey) === 'on';
  } catch {
    return false;
  }
}

export const englishMessages: Messages = english;

/** One locale's compiled messages; English is the pseudo-locale's when a test asked for it. */
export async function loadMessages(locale: CustomerLocale): Promise<Messages> {
  if (locale !== 'en-AU') return (await otherLocales[locale]()).default;
  return pseudoLocaleAsked() ? (await import('virtual:messages/pseudo')).default : english;
}
