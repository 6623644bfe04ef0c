/**
 * Destination search answered in memory from the catalogue snapshot, with the rules and ranking
 * the database query had (pg_trgm on PGlite ran one query at a time, ~370 misses/s): exact name
 * or ISO code, name prefix, name substring, a city or province in that country, then one-typo
 * trigram matches scored like pg_trgm's `similarity`. A country has a name per locale (issue 26:
 * "Pháp", "فرنسا"); each is matched on its own and the country keeps its best tier and score.
 */

/** Trigram similarity a misspelt name needs to still match ("swizerland" → "switzerland" is 0.5). */
export const TYPO_SIMILARITY = 0.35;
export const MAX_MATCHES = 50;

const WORD = /[\p{L}\p{N}]+/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range is the point.
const NON_ASCII = /[^\u0000-\u007f]/;

/**
 * pg_trgm's trigram set: each run of letters and digits, lowercased, padded with two spaces in
 * front and one behind ("ab" → "  a", " ab", "ab "), duplicates removed.
 */
export function trigrams(text: string): Set<string> {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? unicodeTrigrams(lower) : asciiTrigrams(lower);
}

function unicodeTrigrams(lower: string): Set<string> {
  const set = new Set<string>();
  for (const match of lower.matchAll(WORD)) {
    const chars = Array.from(`  ${match[0]} `);
    for (let i = 0; i + 3 <= chars.length; i += 1)
      set.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return set;
}

/** The same for lowercase ASCII, where letters and digits are a–z and 0–9, one unit each. */
function asciiTrigrams(lower: string): Set<string> {
  const set = new Set<string>();
  let wordStart = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    const inWord = (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
    if (inWord) {
      if (wordStart < 0) wordStart = i;
    } else if (wordStart >= 0) {
      const padded = `  ${lower.slice(wordStart, i)} `;
      for (let j = 0; j + 3 <= padded.length; j += 1) set.add(padded.slice(j, j + 3));
      wordStart = -1;
    }
  }
  return set;
}

export interface SearchableCountry {
  id: string;
  /** normalizeSearchText of each of its names, distinct. */
  nameKeys: readonly string[];
  isoCode: string;
  iso3Code: string;
}
export interface SearchablePlace {
  nameKey: string;
  countryId: string;
}

/** Marks a country that matched nothing in `tierPlusOne`. */
const UNMATCHED = 0;
const TYPO_TIER = 4;

/**
 * Builds the index once per snapshot; the returned function answers a normalised text.
 * A typo's score is pg_trgm's `similarity`: shared trigrams over all distinct trigrams of both,
 * as a `real` (float4). The index is over names ("entries"), each pointing at its country.
 *
 * Every search misses the response cache the first time it is typed, so a search visits only the
 * countries it can match (found through lookup tables built here) rather than every country.
 */
export function createCountrySearch(
  countries: readonly SearchableCountry[],
  places: readonly SearchablePlace[],
): (text: string) => string[] {
  const count = countries.length;
  const indexById = new Map(countries.map((c, index) => [c.id, index]));
  // Position of each id in code-unit order, so the final tie-break compares numbers.
  const idRank = new Uint32Array(count);
  [...countries.keys()]
    .sort((a, b) => compareIds(countries[a]!.id, countries[b]!.id))
    .forEach((index, rank) => {
      idRank[index] = rank;
    });

  const entryKeys = countries.flatMap((c) => c.nameKeys);
  const entryCountry = new Uint16Array(entryKeys.length);
  const sizes = new Uint16Array(entryKeys.length);
  // Which names hold each trigram, so a search counts shared trigrams in one pass.
  const holders = new Map<string, number[]>();
  // Which names contain each run of three code units: a text of three or more can only be a
  // prefix or substring of a name that contains its first three.
  const windows = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  const byCode = new Map<string, number[]>();
  let entry = 0;
  countries.forEach((c, index) => {
    for (const key of c.nameKeys) {
      entryCountry[entry] = index;
      const grams = trigrams(key);
      sizes[entry] = grams.size;
      for (const gram of grams) addTo(holders, gram, entry);
      for (let i = 0; i + 3 <= key.length; i += 1) addTo(windows, key.slice(i, i + 3), entry);
      addTo(byName, key, index);
      entry += 1;
    }
    addTo(byCode, c.isoCode, index);
    addTo(byCode, c.iso3Code, index);
  });
  // A place's key is unique (primary key); its country is one of `countries` (foreign key).
  const placeCountry = new Map<string, number>();
  for (const p of places) {
    const index = indexById.get(p.countryId);
    if (index !== undefined) placeCountry.set(p.nameKey, index);
  }
  const everyEntry = [...entryKeys.keys()];
  const threshold = Math.fround(TYPO_SIMILARITY);

  // Scratch space shared by every search (a search runs to completion, so one at a time):
  // allocating typed arrays per request cost more than the matching itself. Each search puts
  // back to zero exactly the entries it touched, listed in `matched` and `typos`.
  const tierPlusOne = new Uint8Array(count);
  const bestScore = new Float32Array(count);
  const shared = new Uint16Array(entryKeys.length);
  const matched = new Uint16Array(count);
  const typos = new Uint16Array(entryKeys.length);
  let matchedCount = 0;
  let typoCount = 0;

  /** Per country: its best (lowest) tier and best score, as the SQL's group by did. */
  function offer(index: number, tier: number, score: number): void {
    const seen = tierPlusOne[index]!;
    if (seen === UNMATCHED) {
      tierPlusOne[index] = tier + 1;
      bestScore[index] = score;
      matched[matchedCount++] = index;
      return;
    }
    if (tier + 1 < seen) tierPlusOne[index] = tier + 1;
    if (score > bestScore[index]!) bestScore[index] = score;
  }

  function search(text: string): number[] {
    for (const index of byName.get(text) ?? []) offer(index, 0, 1);
    for (const index of byCode.get(text.toUpperCase()) ?? []) offer(index, 0, 1);
    const candidates = text.length >= 3 ? (windows.get(text.slice(0, 3)) ?? []) : everyEntry;
    for (const e of candidates) {
      const name = entryKeys[e]!;
      if (name.startsWith(text)) offer(entryCountry[e]!, 1, 1);
      else if (name.includes(text)) offer(entryCountry[e]!, 2, 1);
    }
    const place = placeCountry.get(text);
    if (place !== undefined) offer(place, 3, 1);

    const grams = trigrams(text);
    for (const gram of grams) {
      const list = holders.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.length; i += 1) {
        const e = list[i]!;
        if (shared[e] === 0) typos[typoCount++] = e;
        shared[e]! += 1;
      }
    }
    for (let i = 0; i < typoCount; i += 1) {
      const e = typos[i]!;
      const common = shared[e]!;
      const score = Math.fround(common / (grams.size + sizes[e]! - common));
      if (score >= threshold) offer(entryCountry[e]!, TYPO_TIER, score);
    }
    return Array.from(matched.subarray(0, matchedCount)).sort(
      (a, b) =>
        tierPlusOne[a]! - tierPlusOne[b]! ||
        bestScore[b]! - bestScore[a]! ||
        idRank[a]! - idRank[b]!,
    );
  }

  return (text) => {
    try {
      return search(text)
        .slice(0, MAX_MATCHES)
        .map((index) => countries[index]!.id);
    } finally {
      for (let i = 0; i < matchedCount; i += 1) tierPlusOne[matched[i]!] = UNMATCHED;
      for (let i = 0; i < typoCount; i += 1) shared[typos[i]!] = 0;
      matchedCount = 0;
      typoCount = 0;
    }
  };
}

function addTo(lists: Map<string, number[]>, key: string, index: number): void {
  const list = lists.get(key);
  if (!list) lists.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
