import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './client-messages';
import { buildClientWords } from './client-words';
import { loadMessages } from './messages';
import { routing } from './routing';
import type { Translate } from './to-client-message';

/** Every namespace a WordsProvider hands to the browser. */
const ISLAND_NAMESPACES = ['checkout', 'common', 'account.signIn', 'esim.visitMode'];
/** A value for every argument the message uses: the count for numbers, a marker for text. */
function valuesFor(text: string, count: number): Record<string, string | number> {
  return Object.fromEntries(
    [...text.matchAll(/\{(\w+)(\s*,\s*(plural|number))?/g)].map((m) => [
      m[1]!,
      m[2] ? count : `‹${m[1]}›`,
    ]),
  );
}

const rawText = (raw: Record<string, unknown>, key: string) =>
  String(key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], raw));

describe('words handed to client components', () => {
  for (const locale of routing.locales) {
    it(`read exactly as next-intl renders them (${locale})`, async () => {
      const raw = await loadMessages(locale);
      const t = createTranslator({ locale, messages: raw }) as unknown as Translate;
      const words = buildClientWords(t, raw, locale, ISLAND_NAMESPACES);
      const keys = Object.keys(words.messages);
      expect(keys.length).toBeGreaterThan(50);
      for (const key of keys) {
        const message = words.messages[key]!;
        if (typeof message === 'string' && /<\w+>/.test(message)) continue; // rich text
        for (const count of [0, 1, 2, 5, 21, 1000]) {
          const values = valuesFor(rawText(raw, key), count);
          expect(formatMessage(locale, message, values), key).toBe(t(key, values));
        }
      }
    });
  }

  it('keep the tags of rich text for the island to fill in', async () => {
    const raw = await loadMessages('en');
    const t = createTranslator({ locale: 'en', messages: raw }) as unknown as Translate;
    const { messages } = buildClientWords(t, raw, 'en', ['checkout.checkout']);
    expect(messages['checkout.checkout.acceptTerms']).toContain('<terms>');
  });
});
