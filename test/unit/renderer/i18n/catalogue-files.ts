import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { customerLocales, sourceLocale } from '../../../../shared/customer-locales';

// K14's catalogue as it sits on disk: renderer/i18n/messages/<area>/<locale>.json.

export const messagesDir = fileURLToPath(new URL('../../../../renderer/i18n/messages', import.meta.url));

export const areas = readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const translatedLocales = customerLocales.filter((locale) => locale !== sourceLocale);

/** One area's messages in one locale; a missing file reads as no messages, so the key checks name what is missing. */
export function areaMessages(area: string, locale: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(`${messagesDir}/${area}/${locale}.json`, 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}
