import type { ClientMessage } from './client-messages';
import type { Locale } from './routing';
import { type Translate, toClientMessage } from './to-client-message';

/**
 * The words a client island gets: every message under some namespaces, translated on the server
 * into ClientMessages (placeholders kept, one text per plural category). Handed to the browser
 * through WordsProvider, so it needs no catalogue and no ICU runtime.
 */
export interface ClientWords {
  locale: Locale;
  /** By full key: "checkout.guest.title". */
  messages: Record<string, ClientMessage>;
}

/** `{count, plural, …}`: the count argument of an ICU plural. */
const PLURAL = /\{(\w+),\s*plural\s*,/;
/** `{name}`: a plain placeholder. */
const PLACEHOLDER = /\{(\w+)\}/g;
/** `<terms>…</terms>`: rich text, whose tags the island fills in with elements. */
const TAG = /<(\w+)>/;

function leaves(messages: unknown, prefix: string): [string, string][] {
  if (typeof messages === 'string') return [[prefix, messages]];
  if (!messages || typeof messages !== 'object') return [];
  return Object.entries(messages).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
}

function lookUp(messages: Record<string, unknown>, namespace: string): unknown {
  return namespace
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

/**
 * Builds the words of `namespaces` from the raw catalogue (to find each message's placeholders)
 * and the locale's translate function (to render them exactly as next-intl would).
 */
export function buildClientWords(
  t: Translate,
  raw: Record<string, unknown>,
  locale: Locale,
  namespaces: readonly string[],
): ClientWords {
  const messages: Record<string, ClientMessage> = {};
  for (const namespace of namespaces) {
    for (const [key, text] of leaves(lookUp(raw, namespace), namespace)) {
      // Rich text keeps its tags for the island; such messages hold no other placeholders.
      if (TAG.test(text)) {
        messages[key] = text;
        continue;
      }
      const plural = PLURAL.exec(text)?.[1];
      const args = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((a) => a !== plural);
      messages[key] = toClientMessage(t, locale, key, {
        args: [...new Set(args)],
        ...(plural ? { plural } : {}),
      });
    }
  }
  return { locale, messages };
}
