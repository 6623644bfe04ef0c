// @ts-check
// The site's style sheets as inline-css.mjs writes them into a page: read from Next once each
// (cssCache), as latin1 text like the HTML stream they go into.
import { request as httpRequest } from 'node:http';
import { cssCache } from '../../inline-css.mjs';

/**
 * @param {{ host: string, port: number }} upstream where `next start` listens
 * @param {{ agent: import('node:http').Agent, host: string }} options `host`: PUBLIC_WEB_URL's
 * @returns {(href: string) => Promise<string | undefined>}
 */
export function cssFromNext(upstream, { agent, host }) {
  return cssCache(
    (/** @type {string} */ path) =>
      new Promise((resolve, reject) => {
        const get = httpRequest(
          { host: upstream.host, port: upstream.port, path, agent, headers: { host } },
          (answer) => {
            /** @type {Buffer[]} */
            const chunks = [];
            answer.on('data', (chunk) => chunks.push(chunk));
            answer.on('end', () =>
              resolve(
                answer.statusCode === 200 ? Buffer.concat(chunks).toString('latin1') : undefined,
              ),
            );
            answer.on('error', reject);
          },
        );
        get.on('error', reject);
        get.end();
      }),
  );
}
