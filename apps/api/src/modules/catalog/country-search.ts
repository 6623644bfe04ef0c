/**
 * Destination search answered in memory from the catalogue snapshot, with the rules and ranking
 * the database query had (pg_trgm on PGlite ran one query at a time, ~370 misses/s): exact name
 * or ISO code, name prefix, name substring, a city or province in that country, then one-typo
 * trigram matches scored like pg_trgm's `similarity`.
 */

/** Trigram similarity a misspelt name needs to still match ("swizerland" → "switzerland" is 0.5). */
export const TYPO_SIMILARITY = 0.35;
export const MAX_MATCHES = 50;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * pg_trgm's trigram set: each run of letters and digits, lowercased, padded with two spaces in
 * front and one behind ("ab" → "  a", " ab", "ab "), duplicates removed.
 */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const chars = Array.from(`  ${match[0]} `);
    for (let i = 0; i + 3 <= chars.length; i += 1)
      set.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return set;
}

export interface SearchableCountry {
  id: string;
  nameKey: string;
  isoCode: string;
  iso3Code: string;
}
export interface SearchablePlace {
  nameKey: string;
  countryId: string;
}

/**
 * Builds the index once per snapshot; the returned function answers a normalised text.
 * A typo's score is pg_trgm's `similarity`: shared trigrams over all distinct trigrams of both,
 * as a `real` (float4).
 */
export function createCountrySearch(
  countries: readonly SearchableCountry[],
  places: readonly SearchablePlace[],
): (text: string) => string[] {
  const sizes = countries.map((c) => trigrams(c.nameKey).size);
  // Which countries' names hold each trigram, so a search counts shared trigrams in one pass.
  const holders = new Map<string, number[]>();
  countries.forEach((c, index) => {
    for (const gram of trigrams(c.nameKey)) {
      const list = holders.get(gram);
      if (list) list.push(index);
      else holders.set(gram, [index]);
    }
  });
  const placeCountry = new Map(places.map((p) => [p.nameKey, p.countryId]));
  const threshold = Math.fround(TYPO_SIMILARITY);

  return (text) => {
    const upper = text.toUpperCase();
    const grams = trigrams(text);
    const shared = new Uint16Array(countries.length);
    for (const gram of grams) for (const index of holders.get(gram) ?? []) shared[index]! += 1;
    // Per country: its best (lowest) tier and best score, as the SQL's group by did.
    const best = new Map<string, { tier: number; score: number }>();
    const offer = (id: string, tier: number, score: number) => {
      const seen = best.get(id);
      if (!seen) best.set(id, { tier, score });
      else best.set(id, { tier: Math.min(seen.tier, tier), score: Math.max(seen.score, score) });
    };
    countries.forEach((c, index) => {
      if (c.nameKey === text || c.isoCode === upper || c.iso3Code === upper) offer(c.id, 0, 1);
      if (c.nameKey.startsWith(text)) offer(c.id, 1, 1);
      if (c.nameKey.includes(text)) offer(c.id, 2, 1);
      const common = shared[index]!;
      if (common === 0 || grams.size === 0) return;
      const score = Math.fround(common / (grams.size + sizes[index]! - common));
      if (score >= threshold) offer(c.id, 4, score);
    });
    const place = placeCountry.get(text);
    if (place) offer(place, 3, 1);
    return [...best]
      .sort(([idA, a], [idB, b]) => a.tier - b.tier || b.score - a.score || compareIds(idA, idB))
      .slice(0, MAX_MATCHES)
      .map(([id]) => id);
  };
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
