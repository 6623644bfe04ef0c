/** The phrasebook's languages; every phrase has all of them (a unit test holds it to that). */
export const PHRASEBOOK_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese (Simplified)' },
  { code: 'th', name: 'Thai' },
  { code: 'ar', name: 'Arabic' },
] as const;

export type PhraseLanguage = (typeof PHRASEBOOK_LANGUAGES)[number]['code'];
export type Phrase = Record<PhraseLanguage, string>;
export interface PhraseCategory {
  category: string;
  phrases: Phrase[];
}

/** Phrases are written as rows in PHRASEBOOK_LANGUAGES order: en, vi, fr, es, de, it, ja, ko, zh, th, ar. */
export function phrases(rows: string[][]): Phrase[] {
  return rows.map((row) => {
    if (row.length !== PHRASEBOOK_LANGUAGES.length)
      throw new Error(`phrase "${row[0]}" is incomplete`);
    return Object.fromEntries(PHRASEBOOK_LANGUAGES.map((l, i) => [l.code, row[i]!])) as Phrase;
  });
}
