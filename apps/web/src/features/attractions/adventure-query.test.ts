import { describe, expect, it } from 'vitest';
import { adventureHref, isFiltered, parseAdventureQuery } from './adventure-query';

describe('the /adventure query', () => {
  it('reads search, filters, sort and page from the URL', () => {
    const query = parseAdventureQuery({
      q: 'paris',
      country: 'fr',
      category: 'museums',
      sort: 'price_asc',
      page: '3',
    });
    expect(query).toEqual({
      q: 'paris',
      country: 'FR',
      category: 'museums',
      sort: 'price_asc',
      page: 3,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('falls back to defaults for anything malformed, so a hand-edited link still works', () => {
    const query = parseAdventureQuery({
      country: 'France',
      category: 'zoos',
      sort: 'cheapest',
      page: '-2',
    });
    expect(query).toEqual({
      q: '',
      country: undefined,
      category: undefined,
      sort: 'popular',
      page: 1,
    });
    expect(isFiltered(query)).toBe(false);
    expect(parseAdventureQuery({ page: ['2', '5'], q: 'x'.repeat(300) }).q).toHaveLength(100);
    expect(parseAdventureQuery({ page: ['2', '5'] }).page).toBe(2);
  });

  it('writes one URL per list, leaving the defaults out', () => {
    const base = parseAdventureQuery({});
    expect(adventureHref(base)).toBe('/adventure');
    expect(adventureHref({ ...base, page: 2 })).toBe('/adventure?page=2');
    expect(
      adventureHref({
        ...base,
        q: ' tower ',
        country: 'FR',
        category: 'landmarks',
        sort: 'price_desc',
      }),
    ).toBe('/adventure?q=tower&country=FR&category=landmarks&sort=price_desc');
  });
});
