import type { ReactNode } from 'react';
import { getClientWords } from './client-words.server';
import { WordsProvider } from './words';

/**
 * Server component: translates the namespaces its client islands use and hands them down.
 * Only those words travel to the browser, never a catalogue or the ICU runtime.
 */
export async function IslandWords({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return <WordsProvider words={await getClientWords(namespaces)}>{children}</WordsProvider>;
}
