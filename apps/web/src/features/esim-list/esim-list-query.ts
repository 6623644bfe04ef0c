import { normalizeSearchText, resolveSearchIntent } from '@tern/domain';

export interface EsimListQuery {
  page: number;
  /** The text as typed, for the search box and the heading. */
  searchText: string;
  /**
   * What the API is asked for (spec §5): nothing for 2 characters or fewer, else the normalised
   * text; aliases as typed, since the API maps "usa" to exactly one country.
   */
  search: string | undefined;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads ?page and ?search defensively: anything malformed means page 1 and no search. */
export function parseEsimListQuery(
  params: Record<string, string | string[] | undefined>,
): EsimListQuery {
  const rawPage = first(params.page) ?? '1';
  const page = /^\d{1,4}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const searchText = (first(params.search) ?? '').slice(0, 100);
  const search =
    resolveSearchIntent(searchText).kind === 'none' ? undefined : normalizeSearchText(searchText);
  return { page, searchText, search };
}

/** /esim-list?page=N&search=…, leaving out what is default so each list has one URL. */
export function esimListHref(page: number, searchText: string): string {
  const params = new URLSearchParams();
  if (searchText) params.set('search', searchText);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/esim-list?${query}` : '/esim-list';
}
