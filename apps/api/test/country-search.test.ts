import { normalizeSearchText } from '@tern/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueRows, searchCountryIds } from '../src/modules/catalog/catalog.repository';
import {
  buildSnapshot,
  type CatalogueSnapshot,
  searchableCountry,
} from '../src/modules/catalog/catalog.snapshot';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  snapshot = buildSnapshot(await loadCatalogueRows(t.database.db));
});

/** Every way a traveller's text reaches search: names, typos, prefixes, cities, other locales. */
function sampleTexts(): string[] {
  const texts = new Set<string>([
    'swizerland',
    'germny',
    'paris',
    'bali',
    'new york',
    'cote divoire',
    'curacao',
    'holland',
    'burma',
    'swaziland',
    'phap',
    'duc',
    'nhat ban',
    'han quoc',
    'guinea',
    'qqqqzzzz',
    'jpn',
    'fra',
    'united',
    'island',
    'saint',
    'south korea',
    'korea south',
    'tokyo',
    'ho chi minh',
    'chau',
    'hoa ky',
    'فرنسا',
    'فرن',
    'المانيا',
    'اليابن',
    'الولايات',
    'كوريا الجنوبيه',
  ]);
  snapshot.countries.forEach((country, i) => {
    if (i % 4 === 0) addVariants(texts, country.nameKey);
    // Vietnamese and Arabic names, fewer of them: each query carries them all (slow on PGlite).
    if (i % 12 === 0)
      for (const name of searchableCountry(country).nameKeys.slice(1)) addVariants(texts, name);
  });
  return [...texts].map(normalizeSearchText).filter((text) => text.length >= 3);
}

/** The name, its prefix, a slice from inside, each one-letter drop, and a wrong ending. */
function addVariants(texts: Set<string>, name: string): void {
  texts.add(name);
  texts.add(name.slice(0, 4));
  texts.add(name.slice(1, 6));
  for (let drop = 1; drop < name.length - 1; drop += 3) {
    texts.add(name.slice(0, drop) + name.slice(drop + 1));
  }
  texts.add(`${name.slice(0, -1)} xy`);
}

describe('destination search in memory', () => {
  it('finds the same countries in the same order as the pg_trgm query it replaced', async () => {
    const texts = sampleTexts();
    expect(texts.length).toBeGreaterThan(300);
    const otherNames = snapshot.countries.flatMap((c) =>
      searchableCountry(c)
        .nameKeys.filter((key) => key !== c.nameKey)
        .map((nameKey) => ({ countryId: c.id, nameKey })),
    );
    const differences: { text: string; memory: string[]; database: string[] }[] = [];
    for (const text of texts) {
      const memory = snapshot.searchCountries(text);
      const database = await searchCountryIds(t.database.db, text, otherNames);
      if (memory.join() !== database.join()) differences.push({ text, memory, database });
    }
    expect(differences).toEqual([]);
  }, 180_000);

  it('answers a miss from memory in under 5 ms', () => {
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) snapshot.searchCountries(`switzrland ${i}`);
    expect((performance.now() - started) / 200).toBeLessThan(5);
  });
});
