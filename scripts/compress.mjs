// How the front server compresses what it sends: Brotli where the browser takes it, else gzip.
// Brotli at quality 5 made the home page (HTML with its first-visit CSS) 36.7 kB against gzip's
// 45.4 kB, in about the same 4–5 ms. On a slow mobile link the difference is a round trip: a
// connection's first round trips carry about 15 and then 29 kB, so a page over ~44 kB needs a
// third (Lighthouse's simulation of slow 4G counts 150 ms for it). Both flush after each chunk,
// so a streamed page's first bytes are never held back. Node 20 has no zstd.

import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import Negotiator from 'negotiator';

const OFFERED = ['br', 'gzip', 'identity'];

/** The encoding to send for this request's Accept-Encoding ('identity': none). */
export function chooseEncoding(acceptEncoding) {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } });
  return negotiator.encoding(OFFERED, { preferred: OFFERED }) ?? 'identity';
}

/** A compressing stream for `encoding` ('br' or 'gzip'). */
export function compressor(encoding) {
  if (encoding === 'br') {
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  }
  return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}
