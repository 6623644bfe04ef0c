import type { PhraseSuggestion } from '@tern/contracts';
import type { Phrase, PhraseCategory, PhraseLanguage } from './languages';

/**
 * Case, accents, punctuation and spacing do not matter: "Where is the toilet?" = "where is the
 * toilet". Nor, in Arabic, do vowel marks, hamza seats (أ إ آ → ا), the tatweel, or the letters
 * often typed for one another (ى for ي, ه for ة): «اين محطه القطار» = «أين محطة القطار؟».
 */
export function normalisePhrase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, giving up (returning limit + 1) once it cannot be within limit. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Small typos only: one per five characters, none in very short phrases ("hi" is not "ho"). */
export const typoAllowance = (length: number) =>
  length < 4 ? 0 : Math.min(3, Math.floor(length / 5) || 1);

function bigrams(text: string): Set<string> {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 1; i++) grams.add(padded.slice(i, i + 2));
  return grams;
}

/** Dice similarity of character pairs: works for spaced and unspaced scripts alike. */
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

interface Entry {
  phrase: Phrase;
  category: string;
  language: PhraseLanguage;
  key: string;
  grams: Set<string>;
}

export interface PhraseMatch {
  match: 'exact' | 'close' | 'none';
  found?: { phrase: Phrase; category: string; language: PhraseLanguage };
  suggestions: { phrase: Phrase; category: string; language: PhraseLanguage }[];
}

const LONGEST_PHRASE = 200;
const SUGGESTION_FLOOR = 0.25;

export function createPhraseMatcher(categories: PhraseCategory[], languages: PhraseLanguage[]) {
  const entries: Entry[] = categories.flatMap(({ category, phrases }) =>
    phrases.flatMap((phrase) =>
      languages.map((language) => {
        const key = normalisePhrase(phrase[language]);
        return { phrase, category, language, key, grams: bigrams(key) };
      }),
    ),
  );

  return {
    /** source undefined means any language (auto-detect). */
    find(text: string, source: PhraseLanguage | undefined, maxSuggestions = 5): PhraseMatch {
      const key = normalisePhrase(text);
      const pool = source ? entries.filter((e) => e.language === source) : entries;
      const exact = pool.find((e) => e.key === key);
      if (exact) return { match: 'exact', found: exact, suggestions: [] };
      const limit = typoAllowance(key.length);
      if (limit > 0 && key.length <= LONGEST_PHRASE) {
        let best: { entry: Entry; distance: number } | undefined;
        for (const entry of pool) {
          const distance = editDistance(
            key,
            entry.key,
            Math.min(limit, best ? best.distance - 1 : limit),
          );
          if (distance <= limit && (!best || distance < best.distance)) best = { entry, distance };
        }
        if (best) return { match: 'close', found: best.entry, suggestions: [] };
      }
      const grams = bigrams(key.slice(0, LONGEST_PHRASE));
      const scored = pool
        .map((entry) => ({ entry, score: similarity(grams, entry.grams) }))
        .filter((s) => s.score >= SUGGESTION_FLOOR)
        .sort((a, b) => b.score - a.score);
      const seen = new Set<Phrase>();
      const suggestions: PhraseMatch['suggestions'] = [];
      for (const { entry } of scored) {
        if (seen.has(entry.phrase)) continue;
        seen.add(entry.phrase);
        suggestions.push({
          phrase: entry.phrase,
          category: entry.category,
          language: entry.language,
        });
        if (suggestions.length === maxSuggestions) break;
      }
      return { match: 'none', suggestions };
    },
  };
}

export function toSuggestion(
  s: { phrase: Phrase; category: string; language: PhraseLanguage },
  target: PhraseLanguage,
): PhraseSuggestion {
  return { source: s.phrase[s.language], target: s.phrase[target], category: s.category };
}
