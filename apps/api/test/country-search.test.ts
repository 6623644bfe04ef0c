import { normalizeSearchText } from '@tern/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueRows, searchCountryIds } from '../src/modules/catalog/catalog.repository';
import { buildSnapshot, type CatalogueSnapshot } from '../src/modules/catalog/catalog.snapshot';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let snapshot: CatalogueSnapshot;
beforeAll(async () => {
  snapshot = buildSnapshot(await loadCatalogueRows(t.database.db));
});

/** Every way a traveller's text reaches search: names, typos, prefixes, cities, Vietnamese. */
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
  ]);
  for (const country of snapshot.countries.filter((_, i) => i % 4 === 0)) {
    const name = country.nameKey;
    texts.add(name);
    texts.add(name.slice(0, 4));
    texts.add(name.slice(1, 6));
    for (let drop = 1; drop < name.length - 1; drop += 3) {
      texts.add(name.slice(0, drop) + name.slice(drop + 1));
    }
    texts.add(`${name.slice(0, -1)} xy`);
  }
  return [...texts].map(normalizeSearchText).filter((text) => text.length >= 3);
}

describe('destination search in memory', () => {
  it('finds the same countries in the same order as the pg_trgm query it replaced', async () => {
    const texts = sampleTexts();
    expect(texts.length).toBeGreaterThan(300);
    const differences: { text: string; memory: string[]; database: string[] }[] = [];
    for (const text of texts) {
      const memory = snapshot.searchCountries(text);
      const database = await searchCountryIds(t.database.db, text);
      if (memory.join() !== database.join()) differences.push({ text, memory, database });
    }
    expect(differences).toEqual([]);
  });

  it('answers a miss from memory in under 5 ms', () => {
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) snapshot.searchCountries(`switzrland ${i}`);
    expect((performance.now() - started) / 200).toBeLessThan(5);
  });
});
