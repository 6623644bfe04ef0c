import { CITY_PAGE_SIZE } from '@tern/domain';

/**
 * The city picker's paging and search rules (spec §4, §9) as a pure reducer: opening resets
 * search and page and loads page 1; a new search reloads from page 1; the next page is asked for
 * only while the last page came back full (exactly 20); a failed load clears the list and stops
 * paging. Answers to an older request (a search since typed over) are ignored by `request`.
 */
export interface CityPickerState {
  search: string;
  page: number;
  cities: string[];
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  /** Bumped on every load, so a late answer to an earlier request is dropped. */
  request: number;
  /** Kept by city name across searches and pages. */
  selected: string | null;
  /** Next was pressed without a city. */
  missingSelection: boolean;
}

export type CityPickerAction =
  | { type: 'open' }
  | { type: 'search'; search: string }
  | { type: 'loadMore' }
  | { type: 'loaded'; request: number; cities: string[] }
  | { type: 'failed'; request: number }
  | { type: 'select'; city: string }
  | { type: 'nextWithoutCity' };

export const initialCityPickerState: CityPickerState = {
  search: '',
  page: 1,
  cities: [],
  loading: false,
  hasMore: false,
  failed: false,
  request: 0,
  selected: null,
  missingSelection: false,
};

const firstPage = (state: CityPickerState, search: string): CityPickerState => ({
  ...state,
  search,
  page: 1,
  cities: [],
  loading: true,
  hasMore: false,
  failed: false,
  request: state.request + 1,
});

export function cityPickerReducer(
  state: CityPickerState,
  action: CityPickerAction,
): CityPickerState {
  switch (action.type) {
    case 'open':
      return { ...firstPage(state, ''), selected: null, missingSelection: false };
    case 'search':
      return firstPage(state, action.search);
    case 'loadMore':
      if (state.loading || !state.hasMore || state.failed) return state;
      return { ...state, page: state.page + 1, loading: true, request: state.request + 1 };
    case 'loaded':
      if (action.request !== state.request) return state;
      return {
        ...state,
        cities: state.page === 1 ? action.cities : [...state.cities, ...action.cities],
        loading: false,
        hasMore: action.cities.length === CITY_PAGE_SIZE,
      };
    case 'failed':
      if (action.request !== state.request) return state;
      return { ...state, cities: [], loading: false, hasMore: false, failed: true };
    case 'select':
      return { ...state, selected: action.city, missingSelection: false };
    case 'nextWithoutCity':
      return { ...state, missingSelection: true };
  }
}
