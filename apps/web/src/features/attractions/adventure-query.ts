import {
  ATTRACTION_CATEGORIES,
  ATTRACTION_SORTS,
  type AttractionCategory,
  type AttractionSort,
} from '@tern/contracts';
import { MAX_SEARCH_CHARACTERS } from '@tern/domain';

/** The /adventure listing as its URL says it: ?q=&country=&category=&sort=&page=. */
export interface AdventureQuery {
  /** The text as typed (the search box and the heading); the API is forgiving with it. */
  q: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | undefined;
  category: AttractionCategory | undefined;
  sort: AttractionSort;
  page: number;
}

const DEFAULT_SORT: AttractionSort = 'popular';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);

/**
 * Reads the query defensively: a shared or hand-edited link never breaks the page, anything
 * malformed falls back to its default (page 1, popular, no filter).
 */
export function parseAdventureQuery(
  params: Record<string, string | string[] | undefined>,
): AdventureQuery {
  const rawPage = first(params.page) ?? '1';
  const country = first(params.country)?.trim() ?? '';
  return {
    q: (first(params.q) ?? '').slice(0, MAX_SEARCH_CHARACTERS),
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    category: oneOf(ATTRACTION_CATEGORIES, first(params.category)),
    sort: oneOf(ATTRACTION_SORTS, first(params.sort)) ?? DEFAULT_SORT,
    page: /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1,
  };
}

/** Whether any filter or search narrows the list (the empty state then offers to clear them). */
export const isFiltered = (query: AdventureQuery) =>
  Boolean(query.q.trim() || query.country || query.category);

/** /adventure with the query, defaults left out so each list has one URL. */
export function adventureHref(query: AdventureQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.country) params.set('country', query.country);
  if (query.category) params.set('category', query.category);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/adventure?${search}` : '/adventure';
}
