// @ts-check
// Which requests reach Next at all: the address (request-target.mjs), the method for the kind of
// path, and the dev mailbox for this machine only. Every rule reads the normalised path, in any
// letter case, so no spelling of an address gets past a rule that Next or the API would then
// route as the address the rule refuses.
import { isLoopback } from './client-address.mjs';
import { readTarget } from './request-target.mjs';

export const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
/** Files (public/, Next's chunks, generated artwork): Next answers other methods with a 500. */
const FILE_METHODS = new Set(['GET', 'HEAD']);

/** Paths whose answers are files: conditional requests (304) are kept for them, never for pages. */
const ASSET_PATH = /^\/(_next\/static|art|flags|fonts)\/|\.[a-z0-9]{2,5}$/i;
/** The dev mailbox pages and the API's outbox, in every language (`;` ends a segment for some routers). */
const MAILBOX_PATH = /^\/((vi|en)\/)?dev\/mailbox([/;]|$)|^\/api\/v1\/dev([/;]|$)/i;

/** @param {string} path a normalised path */
export const isAssetPath = (path) => ASSET_PATH.test(path);

/** @param {string} path */
function allowedMethods(path) {
  if (/^\/api(\/|$)/i.test(path)) return API_METHODS;
  return isAssetPath(path) ? FILE_METHODS : PAGE_METHODS;
}

/**
 * The request's normalised path and the target to send Next, or the status that refuses it
 * (with the headers that answer must carry).
 * @param {{ url?: string, method?: string }} req
 * @param {string} clientIp the resolved client (client-address.mjs), never a header
 * @returns {import('./request-target.mjs').Target
 *   | { refuse: number, headers?: Record<string, string> }}
 */
export function checkRequest(req, clientIp) {
  const checked = readTarget(req.url ?? '');
  if ('refuse' in checked) return checked;
  const allowed = allowedMethods(checked.path);
  if (!allowed.has(req.method ?? '')) {
    return { refuse: 405, headers: { allow: [...allowed].join(', ') } };
  }
  if (MAILBOX_PATH.test(checked.path) && !isLoopback(clientIp)) return { refuse: 404 };
  return checked;
}
