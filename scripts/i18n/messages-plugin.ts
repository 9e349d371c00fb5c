import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { pseudoClose, pseudoOpen, pseudoText } from './pseudo-text.ts';

// K14: the catalogue's ICU messages compiled when the renderer is built, so the screens ship Lingui's small runtime
// and never the message parser. `virtual:messages/<locale>` is every customer area's messages for one locale; the
// `pseudo` locale is English accented and bracketed, for the check that every visible word is the catalogue's.
// `virtual:staff-messages/<area>` is one staff screen's English, loaded with that screen.

const prefix = 'virtual:messages/';
const staffPrefix = 'virtual:staff-messages/';
const pseudoLocale = 'pseudo';

/** Every area's source messages for one locale, from `<messagesDir>/<area>/<locale>.json`. */
export function readMessages(messagesDir: string, locale: string): Record<string, string> {
  const areas = readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.assign(
    {},
    ...areas.map((area) => {
      const file = join(messagesDir, area.name, `${locale}.json`);
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      } catch (error) {
        // A locale may not have an area yet (a later staff translation); the catalogue checks say which keys miss.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }),
  );
}

/** One locale's messages compiled for Lingui's runtime; a message that does not parse stops the build, named. */
export function compileMessages(messages: Record<string, string>, pseudo = false): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        const compiled = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
        return [id, pseudo ? [pseudoOpen, ...(Array.isArray(compiled) ? compiled : [compiled]), pseudoClose] : compiled];
      } catch (error) {
        throw new Error(`message ${id}: ${(error as Error).message}`);
      }
    }),
  );
}

/** One staff area's messages in the staff's locale, from `<staffDir>/<area>/<locale>.json`. */
function readStaffMessages(staffDir: string, area: string, locale: string): Record<string, string> {
  const file = join(staffDir, area, `${locale}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

interface MessageDirs {
  /** The customer's catalogue: `<area>/<locale>.json`, every area in one module per locale. */
  messagesDir: string;
  /** The staff screens' catalogue: `<area>/<locale>.json`, one module per area. */
  staffDir: string;
  sourceLocale: string;
}

/** The Vite plugin: `import messages from 'virtual:messages/vi'`, `import quotes from 'virtual:staff-messages/quotes'`. */
export function messagesPlugin({ messagesDir, staffDir, sourceLocale }: MessageDirs): Plugin {
  return {
    name: 'kiosk-messages',
    resolveId: (id) => (id.startsWith(prefix) || id.startsWith(staffPrefix) ? `\0${id}` : null),
    load(id) {
      if (id.startsWith(`\0${staffPrefix}`)) {
        const area = id.slice(staffPrefix.length + 1);
        this.addWatchFile(join(staffDir, area, `${sourceLocale}.json`));
        return `export default ${JSON.stringify(compileMessages(readStaffMessages(staffDir, area, sourceLocale)))};`;
      }
      if (!id.startsWith(`\0${prefix}`)) return null;
      const locale = id.slice(prefix.length + 1);
      const pseudo = locale === pseudoLocale;
      for (const area of readdirSync(messagesDir)) this.addWatchFile(join(messagesDir, area));
      const compiled = compileMessages(readMessages(messagesDir, pseudo ? sourceLocale : locale), pseudo);
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
