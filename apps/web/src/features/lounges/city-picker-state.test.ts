import { describe, expect, it } from 'vitest';
import { initialCityPickerState, cityPickerReducer as reduce } from './city-picker-state';

const cities = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `City ${from + i}`);

describe('city picker state', () => {
  it('opening resets search and page and loads page 1', () => {
    const used = {
      ...initialCityPickerState,
      search: 'par',
      page: 3,
      cities: ['Paris'],
      selected: 'Paris',
    };
    const opened = reduce(used, { type: 'open' });
    expect(opened).toMatchObject({
      search: '',
      page: 1,
      cities: [],
      loading: true,
      selected: null,
    });
  });

  it('appends the next page only while the last page returned exactly 20', () => {
    let state = reduce(initialCityPickerState, { type: 'open' });
    state = reduce(state, { type: 'loaded', request: state.request, cities: cities(20) });
    expect(state.hasMore).toBe(true);
    state = reduce(state, { type: 'loadMore' });
    expect(state.page).toBe(2);
    state = reduce(state, { type: 'loaded', request: state.request, cities: cities(7, 20) });
    expect(state.cities).toHaveLength(27);
    expect(state.hasMore).toBe(false);
    expect(reduce(state, { type: 'loadMore' })).toBe(state);
  });

  it('does not ask for another page while one is loading', () => {
    let state = reduce(initialCityPickerState, { type: 'open' });
    state = reduce(state, { type: 'loaded', request: state.request, cities: cities(20) });
    state = reduce(state, { type: 'loadMore' });
    expect(reduce(state, { type: 'loadMore' })).toBe(state);
  });

  it('a search reloads from page 1 and keeps the selection by name', () => {
    let state = reduce(initialCityPickerState, { type: 'open' });
    state = reduce(state, { type: 'loaded', request: state.request, cities: cities(20) });
    state = reduce(state, { type: 'select', city: 'City 3' });
    state = reduce(state, { type: 'loadMore' });
    state = reduce(state, { type: 'search', search: 'han' });
    expect(state).toMatchObject({ search: 'han', page: 1, cities: [], selected: 'City 3' });
  });

  it('ignores the answer to a request a newer search replaced', () => {
    let state = reduce(initialCityPickerState, { type: 'open' });
    const stale = state.request;
    state = reduce(state, { type: 'search', search: 'ha' });
    expect(reduce(state, { type: 'loaded', request: stale, cities: ['Paris'] })).toBe(state);
    state = reduce(state, { type: 'loaded', request: state.request, cities: ['Hanoi'] });
    expect(state.cities).toEqual(['Hanoi']);
  });

  it('a failed load clears the list and stops paging', () => {
    let state = reduce(initialCityPickerState, { type: 'open' });
    state = reduce(state, { type: 'loaded', request: state.request, cities: cities(20) });
    state = reduce(state, { type: 'loadMore' });
    state = reduce(state, { type: 'failed', request: state.request });
    expect(state).toMatchObject({ cities: [], hasMore: false, failed: true, loading: false });
    expect(reduce(state, { type: 'loadMore' })).toBe(state);
  });

  it('Next without a city raises the message until a city is chosen', () => {
    let state = reduce(initialCityPickerState, { type: 'nextWithoutCity' });
    expect(state.missingSelection).toBe(true);
    state = reduce(state, { type: 'select', city: 'Hanoi' });
    expect(state.missingSelection).toBe(false);
  });
});
