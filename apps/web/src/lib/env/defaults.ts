/** Defaults that let a fresh checkout talk to a local API (`npm run dev:api`) with no settings. */
export const DEFAULT_API_INTERNAL_URL = 'http://127.0.0.1:4000';
export const DEFAULT_SITE_ID = 'tern-web';
