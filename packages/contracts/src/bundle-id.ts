/**
 * The one shape of a plan id (`bndl_fr_5gb_30d`): lower-case letters, digits and underscores.
 * Used by the API's request schemas (BundleIdSchema) and by every web parser of a bundle id
 * (query, storage). Its own entry point (@tern/contracts/bundle-id) so a page can check an id
 * without loading zod.
 */
export const BUNDLE_ID_PATTERN = /^[a-z0-9_]{1,100}$/;

export const isBundleId = (value: unknown): value is string =>
  typeof value === 'string' && BUNDLE_ID_PATTERN.test(value);
