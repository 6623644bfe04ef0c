// What the production build of apps/web makes a browser download, read from the build output
// (no server, no clock): each route's first-load JavaScript, gzipped as a server sends it, and
// the prerendered home page's HTML and the style sheets. The budgets in apps/web/budgets.json are checked against it
// by apps/web/e2e/budgets.e2e.test.ts; `node scripts/page-weight.mjs` prints the figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './paths.mjs';

const nextDir = process.env.WEB_BUILD_DIR ?? join(repoRoot, 'apps/web/.next');
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Page routes as the build names them ("/[locale]/faq"), framework-internal ones left out. */
function pageRoutes() {
  const routes = JSON.parse(readFileSync(join(nextDir, 'app-path-routes-manifest.json'), 'utf8'));
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith('/page') && !route.startsWith('/_'))
    .map(([entry, route]) => ({ entry, route }));
}

/** The chunks a route's HTML loads before it is interactive: framework runtime, layouts, page. */
function firstLoadChunks(entry) {
  const build = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const file = join(nextDir, 'server/app', `${entry}_client-reference-manifest.js`);
  const scope = { __RSC_MANIFEST: {} };
  new Function('globalThis', readFileSync(file, 'utf8'))(scope);
  const manifest = scope.__RSC_MANIFEST[entry];
  // Client components the route renders load with it unless they are split off (async).
  const components = Object.values(manifest.clientModules)
    .filter((m) => !m.async)
    .flatMap((m) => m.chunks.map((chunk) => chunk.replace(/^\/_next\//, '')));
  return [
    ...new Set([
      ...build.rootMainFiles,
      ...Object.values(manifest.entryJSFiles).flat(),
      ...components,
    ]),
  ];
}

/** Every page route's first-load JavaScript, gzip bytes, and the chunks it is made of. */
export function routeWeights() {
  return pageRoutes().map(({ entry, route }) => {
    const chunks = firstLoadChunks(entry).map((chunk) => {
      const source = readFileSync(join(nextDir, chunk));
      return { chunk, gzipBytes: gzipBytes(source), source: source.toString('utf8') };
    });
    return { route, jsGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
  });
}

/** The prerendered English home page (`/`), raw and gzip bytes, and how much is flight data. */
export function homeHtmlWeight() {
  const html = readFileSync(join(nextDir, 'server/app/en.html'));
  const flight = [...html.toString('utf8').matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
    .map((m) => m[1].length)
    .reduce((a, b) => a + b, 0);
  return { bytes: html.length, gzipBytes: gzipBytes(html), flightBytes: flight };
}

/**
 * Every style sheet the build emits, raw and gzip bytes: a first visit's page carries its sheets
 * inline (scripts/inline-css.mjs), so CSS weighs on the HTML of every page, not only on a cache.
 */
export function styleSheetWeight() {
  const dir = join(nextDir, 'static/chunks');
  const sheets = readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dir, file)));
  return {
    bytes: sheets.reduce((sum, sheet) => sum + sheet.length, 0),
    gzipBytes: sheets.reduce((sum, sheet) => sum + gzipBytes(sheet), 0),
  };
}

export const hasBuild = () => existsSync(join(nextDir, 'app-path-routes-manifest.json'));

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasBuild()) throw new Error('no build in apps/web/.next: run node scripts/build.mjs');
  for (const r of routeWeights())
    console.log(`${r.route.padEnd(40)} ${(r.jsGzipBytes / 1024).toFixed(1)} kB gzip JS`);
  const html = homeHtmlWeight();
  console.log(
    `home HTML ${html.bytes} B (${html.gzipBytes} B gzip), flight data ${html.flightBytes} B`,
  );
  const css = styleSheetWeight();
  console.log(`style sheets ${css.bytes} B (${css.gzipBytes} B gzip)`);
  console.log(`static chunks: ${readdirSync(join(nextDir, 'static/chunks')).length}`);
}
