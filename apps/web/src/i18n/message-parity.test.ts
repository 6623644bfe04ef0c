import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMessages, NAMESPACES } from './messages';
import { routing } from './routing';

const MESSAGES_DIR = fileURLToPath(new URL('../../messages/', import.meta.url));

/** Every text of a catalogue by its key path ("home.hero.title"). */
function leaves(messages: unknown, prefix = ''): [string, string][] {
  if (typeof messages === 'string') return [[prefix, messages]];
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every key path with the {placeholders} its text uses. */
const shape = (messages: unknown, prefix = '') =>
  Object.fromEntries(
    leaves(messages, prefix).map(([key, text]) => [
      key,
      [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort(),
    ]),
  );

const [sourceLocale] = routing.locales;

describe('message catalogues', () => {
  it('hold one file per namespace in every locale, and no file the app never loads', () => {
    for (const locale of routing.locales) {
      const files = readdirSync(`${MESSAGES_DIR}${locale}`).sort();
      expect(files, locale).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const locale of routing.locales.filter((l) => l !== sourceLocale)) {
    it(`has every ${sourceLocale} key in ${locale}, and no other, with the same placeholders`, async () => {
      const [source, translated] = await Promise.all([
        loadMessages(sourceLocale),
        loadMessages(locale),
      ]);
      for (const ns of NAMESPACES) {
        expect(shape(translated[ns], ns), `${locale}/${ns}.json`).toEqual(shape(source[ns], ns));
      }
    });
  }

  it('has no empty text in any locale', async () => {
    for (const locale of routing.locales) {
      const empty = leaves(await loadMessages(locale)).filter(([, text]) => !text.trim());
      expect(empty.map(([key]) => `${locale}:${key}`)).toEqual([]);
    }
  });
});
