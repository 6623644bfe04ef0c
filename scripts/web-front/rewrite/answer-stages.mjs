// @ts-check
// The stages a streamed answer from Next passes through on its way out, and the headers they
// change: a page's scripts load after its first paint (paint-first.mjs), a first visit gets the
// style sheets in the page (inline-css.mjs), every <script>/<link> gets the answer's nonce
// (security-headers.mjs), and text is compressed (compress.mjs).
import { chooseEncoding, compressor } from '../../compress.mjs';
import { cachedCssIds, inlineCss, withoutStylePreloads } from '../../inline-css.mjs';
import { paintFirst } from '../../paint-first.mjs';
import { nonceInjector } from '../../security-headers.mjs';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/** @param {string} contentType */
export const isHtml = (contentType) => /^text\/html/i.test(contentType);

/**
 * @typedef {object} Answer
 * @property {import('node:http').OutgoingHttpHeaders} headers the answer's, changed in place
 * @property {string} contentType
 * @property {string | undefined} nonce this answer's, on an HTML page
 * @property {boolean} hasBody false for HEAD, 204 and 304: headers only
 * @property {{ cookie?: string, 'accept-encoding'?: string }} requestHeaders
 *
 * @typedef {object} RewriteOptions
 * @property {boolean} scriptsAfterPaint TERN_SCRIPTS_AFTER_PAINT
 * @property {boolean} inlineStyles TERN_INLINE_CSS
 * @property {(href: string) => Promise<string | undefined>} loadCss a style sheet's text (upstream-css.mjs)
 */

/**
 * A page's stages, in order: the nonce comes after the others, as the loader scripts they add
 * need it too. A HEAD answer carries the same headers as the page would.
 * @param {Answer} answer
 * @param {RewriteOptions} options
 * @returns {import('node:stream').Transform[]}
 */
function pageStages({ headers, nonce, hasBody, requestHeaders }, options) {
  // An unprefixed address is English or a redirect by the visitor's languages (i18n/routing.ts).
  headers.vary = headers.vary ? `${headers.vary}, Accept-Language` : 'Accept-Language';
  delete headers.etag;
  delete headers['last-modified'];
  delete headers['content-length'];
  const stages = [];
  if (hasBody && options.scriptsAfterPaint) stages.push(paintFirst());
  if (options.inlineStyles) {
    const cached = cachedCssIds(requestHeaders.cookie);
    if (hasBody) stages.push(inlineCss({ cached, loadCss: options.loadCss }));
    if (headers.link) {
      const link = withoutStylePreloads(String(headers.link), cached);
      if (link) headers.link = link;
      else delete headers.link;
    }
    // The page differs with the cookie that says which style sheets the browser holds.
    headers.vary = headers.vary ? `${headers.vary}, Cookie` : 'Cookie';
  }
  if (hasBody && nonce) stages.push(nonceInjector(nonce));
  return stages;
}

/**
 * The stages the answer's body goes through (none: it passes as it is).
 * @param {Answer} answer
 * @param {RewriteOptions} options
 * @returns {import('node:stream').Transform[]}
 */
export function answerStages(answer, options) {
  const { headers, contentType, hasBody } = answer;
  const stages = isHtml(contentType) ? pageStages(answer, options) : [];
  if (!COMPRESSIBLE.test(contentType)) return stages;
  const vary = String(headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) {
    headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  const encoding =
    hasBody && !headers['content-encoding']
      ? chooseEncoding(answer.requestHeaders['accept-encoding'])
      : 'identity';
  if (encoding !== 'identity') {
    headers['content-encoding'] = encoding;
    delete headers['content-length'];
    stages.push(compressor(encoding));
  }
  return stages;
}
