import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { customerLocales, sourceLocale } from '../../../../../../shared/customer-locales';

// K14: the printed quote's catalogue is whole in every language: English's keys, each message with English's
// placeholders (a missing {amount} would print a quote without its figure), each one a valid ICU message.

const folder = join(import.meta.dirname, '../../../../../../renderer/i18n/messages/print');
const read = async (locale: string) => JSON.parse(await readFile(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
/** The names a message's placeholders use: `{amount}`, `{months, plural, …}`; `#` is the plural's own number. */
const placeholders = (message: string) => [...new Set(Array.from(message.matchAll(/\{\s*([A-Za-z_]\w*)/g), (match) => match[1]))].sort();

describe('the print catalogue in each of K14’s languages', () => {
  it.each(customerLocales)('%s has every English key, with English’s placeholders, and nothing else', async (locale) => {
    const english = await read(sourceLocale);
    const messages = await read(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    const differing = Object.entries(english).filter(([id, source]) => {
      const translated = messages[id] ?? '';
      return JSON.stringify(placeholders(translated)) !== JSON.stringify(placeholders(source));
    });
    expect(differing.map(([id]) => id)).toEqual([]);
    for (const [id, message] of Object.entries(messages)) expect(() => compileMessageOrThrow(message), id).not.toThrow();
  });

  it('finds a placeholder a translation dropped', () => {
    expect(placeholders('{amount} if a repayment is missed')).toEqual(['amount']);
    expect(placeholders('Works until {date} — {days, plural, one {# day} other {# days}}')).toEqual(['date', 'days']);
    expect(placeholders('如错过一次还款')).toEqual([]);
  });
});
