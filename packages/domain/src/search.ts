/**
 * Search rules shared by the API and the web (spec §2 "Second search box", §5 "Search").
 * Input is trimmed and lowercased before alias mapping; two characters or fewer search
 * nothing unless the text is one of the traveller shortcuts below.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = {
  uk: 'United Kingdom',
  usa: 'United States',
  us: 'United States',
  uae: 'United Arab Emirates',
  dubai: 'United Arab Emirates',
};

/** The same as a Map: only its own keys ("constructor" is not an alias), looked up cheaply. */
const ALIASES: ReadonlyMap<string, string> = new Map(Object.entries(SEARCH_ALIASES));

/** Searches need more than this many characters unless they are an alias (spec §9). */
export const MIN_SEARCH_CHARACTERS = 3;
export const MAX_SEARCH_CHARACTERS = 100;

/**
 * Letters that Unicode does not decompose into a base letter and a mark, so NFD leaves them:
 * Vietnamese "Đức" must match "duc" as "Pháp" matches "phap". In Arabic, NFD already turns
 * أ إ آ into ا (and ؤ ئ into و ي) plus a mark, and strips the harakat as marks; what it leaves
 * is folded here as Arabic search does by convention: alef wasla ٱ → ا, ta marbuta ة → ه,
 * alef maqsura ى → ي, tatweel ـ dropped; Arabic-Indic digits go to 0–9 below.
 */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  đ: 'd',
  Đ: 'd',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ـ: '',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'g');
/** Arabic-Indic ٠–٩ (U+0660…) and Persian ۰–۹ (U+06F0…): the digit is the code point's last hex digit. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point.
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * Lowercase, strip accents, harakat and apostrophes, fold white space and letter variants:
 * " Côte  d’Ivoire " → "cote divoire", "فَرَنْسَا" → "فرنسا", "إيطاليا" → "ايطاليا".
 */
export function normalizeSearchText(text: string): string {
  // ASCII has no decompositions, marks or letters in the table: most searches skip those steps.
  const unaccented = NON_ASCII.test(text)
    ? text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(FOLDED_LETTERS, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter)
        .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    : text;
  return unaccented.replace(/['’`]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export type SearchIntent =
  | { kind: 'none' }
  | { kind: 'alias'; destination: string }
  | { kind: 'text'; text: string };

/** What a search box should do with the text a traveller typed. */
export function resolveSearchIntent(raw: string): SearchIntent {
  return searchIntentOfNormalized(normalizeSearchText(raw));
}

/** resolveSearchIntent for a text normalizeSearchText already returned (normalised once). */
export function searchIntentOfNormalized(text: string): SearchIntent {
  const alias = ALIASES.get(text);
  if (alias) return { kind: 'alias', destination: alias };
  if (text.length < MIN_SEARCH_CHARACTERS) return { kind: 'none' };
  return { kind: 'text', text };
}

/** 'country not found' is shown only when nothing matched and the text is over 2 characters. */
export function shouldShowNotFound(raw: string, matches: number): boolean {
  return matches === 0 && resolveSearchIntent(raw).kind === 'text';
}
