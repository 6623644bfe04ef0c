/** Business constants from spec §9. */
export const PAGE_SIZE = 12;
export const ESIM_LIST_PAGE_SIZE = 132;
export const ALL_COUNTRIES_LIMIT = 181;
export const DROPDOWN_LIMIT = 4;
export const MAX_PAGE_LIMIT = 200;
export const POPULAR_SEARCH_DEFAULT = 'United States';
export const BUNDLE_TYPE_COUNTRY = 1;
export const BUNDLE_TYPE_REGION = 2;

/** Self-serve refunds (issue 25): an eSIM never installed, or a top-up not started, within this many days of purchase. */
export const SELF_REFUND_DAYS = 30;

/** The languages the site and its texts come in: the web's locales, the API's content languages. */
export const LOCALES = ['en', 'vi', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
