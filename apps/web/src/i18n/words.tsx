'use client';
import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react';
import { formatMessage, type MessageValues } from './client-messages';
import type { ClientWords } from './client-words';
import type { Locale } from './routing';

const WordsContext = createContext<ClientWords | null>(null);

/**
 * Hands the words translated on the server (getClientWords) to the client components below it:
 * the one way a client component gets its texts.
 */
export function WordsProvider({ words, children }: { words: ClientWords; children: ReactNode }) {
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

export type RichTags = Record<string, (chunks: ReactNode) => ReactNode>;

export interface Words {
  (key: string, values?: MessageValues): string;
  /** A message with tags (`<terms>…</terms>`), each replaced by the element its function makes. */
  rich(key: string, tags: RichTags): ReactNode;
  locale: Locale;
}

/** `<tag>text</tag>` pieces of a message, in order, with the plain text between them. */
function renderRich(text: string, tags: RichTags): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    const render = tags[match[1]!];
    parts.push(<Fragment key={match.index}>{render ? render(match[2]) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/**
 * The words under `namespace` ("checkout.guest") as a translate function: `t('title')`,
 * `t('required', { field })`. For an island handed its ClientWords as a prop.
 */
export function wordsOf(words: ClientWords, namespace: string): Words {
  const message = (key: string) =>
    // A missing key shows itself, as next-intl does, instead of breaking the page.
    words.messages[`${namespace}.${key}`] ?? `${namespace}.${key}`;
  const t = ((key: string, values?: MessageValues) =>
    formatMessage(words.locale, message(key), values)) as Words;
  t.rich = (key, tags) => renderRich(t(key), tags);
  t.locale = words.locale;
  return t;
}

/** wordsOf for the ClientWords of the nearest WordsProvider. */
export function useWords(namespace: string): Words {
  const words = useContext(WordsContext);
  if (!words) throw new Error(`useWords('${namespace}') needs a WordsProvider above it`);
  return useMemo(() => wordsOf(words, namespace), [words, namespace]);
}
