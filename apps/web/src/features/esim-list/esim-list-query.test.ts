import { describe, expect, it } from 'vitest';
import { esimListHref, parseEsimListQuery } from './esim-list-query';

describe('parseEsimListQuery', () => {
  it('reads the page and resolves the search like every search box (spec §5)', () => {
    expect(parseEsimListQuery({ page: '2', search: 'uk' })).toEqual({
      page: 2,
      searchText: 'uk',
      search: 'uk',
    });
    expect(parseEsimListQuery({ search: ' Japan ' })).toMatchObject({ page: 1, search: 'japan' });
    expect(parseEsimListQuery({ search: 'fr' })).toMatchObject({ search: undefined });
  });

  it('treats malformed input as page 1 without a search', () => {
    expect(parseEsimListQuery({ page: 'abc' }).page).toBe(1);
    expect(parseEsimListQuery({ page: '-3' }).page).toBe(1);
    expect(parseEsimListQuery({ page: ['3', '4'] }).page).toBe(3);
    expect(parseEsimListQuery({ search: 'x'.repeat(500) }).searchText).toHaveLength(100);
  });
});

describe('esimListHref', () => {
  it('leaves defaults out so every list has one URL', () => {
    expect(esimListHref(1, '')).toBe('/esim-list');
    expect(esimListHref(2, '')).toBe('/esim-list?page=2');
    expect(esimListHref(1, 'côte')).toBe('/esim-list?search=c%C3%B4te');
  });
});
