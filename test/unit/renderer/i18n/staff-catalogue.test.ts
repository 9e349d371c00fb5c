import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../../scripts/i18n/messages-plugin';
import { customerI18n, staffI18n } from '../../../../renderer/i18n/i18n-instances';
import { say } from '../../../../renderer/screens/training/words';
import { say as componentWords } from '../../../../renderer/components/words';
import { inlineWordsIn } from './inline-words';

// K14: staff screens read English from the catalogue too, so a later staff translation is data, not code.

const staffDir = new URL('../../../../renderer/i18n/staff/', import.meta.url).pathname;
const rendererDir = new URL('../../../../renderer/', import.meta.url).pathname;
const areas = readdirSync(staffDir);

/** A staff area's folder, less the files in it the customer reads, which take the customer's catalogue instead. */
interface AreaFolder {
  folder: string;
  /** Files or subfolders relative to the folder. */
  except: string[];
}

/** Staff areas whose screens take every word from the catalogue: the folder each area's code is in, or its files. */
const converted: Record<string, string | readonly string[] | AreaFolder> = {
  training: 'screens/training',
  quotes: {
    folder: 'screens/quotes',
    except: ['hand-over-dialog.tsx', 'quote-hand-off.tsx', 'apply-link-qr.tsx', 'qr-code.tsx', 'print'],
  },
  callbacks: 'screens/callbacks',
  applications: 'screens/applications',
  capture: 'screens/capture',
  dashboard: 'screens/dashboard',
  calculator: 'screens/calculator',
  start: 'screens/start',
  administration: 'screens/administration',
  app: ['app.tsx', 'components/page-frame.tsx'],
  // The components only staff see.
  components: [
    'components/close-kiosk-dialog.tsx',
    'components/date-range-fields.tsx',
    'components/dated-list.tsx',
    'components/day-field.tsx',
    'components/list-filter-fields.tsx',
    'components/money-input.tsx',
    'components/pager.tsx',
    'components/scroll-table.tsx',
    'components/text-field.tsx',
    'components/use-list-filter.ts',
    'components/use-pin-attempt.ts',
  ],
  // Staff's words in the components the customer's frame shares (staff's own steps there, in staff's English).
  shared: [
    'components/async-status.tsx',
    'components/change-pin-form.tsx',
    'components/confirm-repeat.tsx',
    'components/discard-draft-dialog.tsx',
    'components/lock-out-clear-form.tsx',
    'components/lock-out-help.tsx',
    'components/lock-words.ts',
    'components/outbox-panel.tsx',
    'components/pin-confirm-dialog.tsx',
    'components/pin-dialog.tsx',
  ],
};

function english(area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(staffDir, area, 'en-AU.json'), 'utf8')) as Record<string, string>;
}

function sourcesIn(area: string | readonly string[] | AreaFolder): string[] {
  // An area that is a few files of a shared folder names them, not the folder.
  if (Array.isArray(area)) return area.map((file: string) => join(rendererDir, file));
  const { folder, except } = typeof area === 'string' ? { folder: area, except: [] } : (area as AreaFolder);
  return readdirSync(join(rendererDir, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !except.some((skipped) => file === skipped || file.startsWith(`${skipped}/`)))
    .map((file) => join(rendererDir, folder, file));
}

describe('the staff catalogue (K14)', () => {
  it.each(areas)('area %s: every id starts with the area, so areas never overwrite each other', (area) => {
    expect(Object.keys(english(area)).filter((id) => !id.startsWith(`${area}.`))).toEqual([]);
  });

  it.each(areas)('area %s: every message compiles', (area) => {
    expect(() => compileMessages(english(area))).not.toThrow();
  });

  it.each(Object.entries(converted))('area %s: no word on its screens is written inline', (_area, code) => {
    const inline = sourcesIn(code).flatMap((file) => inlineWordsIn(file).map((words) => `${file.slice(rendererDir.length)}: ${words}`));
    expect(inline).toEqual([]);
  });

  it("a screen's words join staff's English when its code loads, with plurals, and never the customer's", () => {
    expect(say('training.clock.waiting', { count: 0 })).toBe('Nothing waiting to happen (decisions, expiries, deliveries).');
    expect(say('training.clock.waiting', { count: 1 })).toBe('1 thing waiting to happen (decisions, expiries, deliveries).');
    expect(say('training.clock.waiting', { count: 3 })).toBe('3 things waiting to happen (decisions, expiries, deliveries).');
    expect(staffI18n.messages['training.heading']).toBeDefined();
    expect(customerI18n.messages['training.heading']).toBeUndefined();
  });

  it("a dated list's count agrees with its number, and keeps en-AU's thousands separator", () => {
    expect(componentWords('components.listFilter.count', { list: 'quotes', shown: 1 })).toBe('1 quote');
    expect(componentWords('components.listFilter.count', { list: 'applications', shown: 1034 })).toBe('1,034 applications');
    expect(componentWords('components.listFilter.countOf', { list: 'applications', shown: 1, total: 1234 })).toBe(
      '1 of 1,234 applications',
    );
    expect(componentWords('components.listFilter.countOf', { list: 'quotes', shown: 1, total: 1 })).toBe('1 of 1 quote');
  });

  it('the inline check finds words in text, in a string in braces and in a label attribute', () => {
    const found = inlineWordsIn('example.tsx', `export const A = () => <p title="Hover words">Hello {'there'} <b>·</b>{say('x')}</p>;`);
    expect(found).toEqual(['Hover words', 'Hello', 'there']);
  });
});
