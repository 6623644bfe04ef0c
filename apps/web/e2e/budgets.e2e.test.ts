import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Bytes, not time: what the production build (made by this project's global setup) sends.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface Budgets {
  firstLoadJsGzipKb: { default: number; routes: Record<string, number> };
  homeHtmlKb: { raw: number; gzip: number };
  styleSheetsKb: { raw: number; gzip: number };
}
const budgets = JSON.parse(
  readFileSync(join(repoRoot, 'apps/web/budgets.json'), 'utf8'),
) as Budgets;

/** The part of scripts/page-weight.mjs used here (a plain .mjs file, no types of its own). */
interface PageWeightModule {
  routeWeights(): {
    route: string;
    jsGzipBytes: number;
    chunks: { chunk: string; source: string }[];
  }[];
  homeHtmlWeight(): { bytes: number; gzipBytes: number };
  styleSheetWeight(): { bytes: number; gzipBytes: number };
}
let weights: PageWeightModule;
beforeAll(async () => {
  weights = (await import(
    pathToFileURL(join(repoRoot, 'scripts/page-weight.mjs')).href
  )) as PageWeightModule;
});

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

describe('page weight budgets (apps/web/budgets.json)', () => {
  it('keeps every route’s first-load JavaScript (gzip) under its budget', () => {
    const routes = weights.routeWeights();
    expect(routes.length).toBeGreaterThan(10);
    const over = routes
      .map((r) => ({
        route: r.route,
        kb: kb(r.jsGzipBytes),
        budget: budgets.firstLoadJsGzipKb.routes[r.route] ?? budgets.firstLoadJsGzipKb.default,
      }))
      .filter((r) => r.kb > r.budget);
    expect(over).toEqual([]);
  });

  it('keeps the home page’s HTML under its budget', () => {
    const html = weights.homeHtmlWeight();
    expect(kb(html.bytes)).toBeLessThanOrEqual(budgets.homeHtmlKb.raw);
    expect(kb(html.gzipBytes)).toBeLessThanOrEqual(budgets.homeHtmlKb.gzip);
  });

  it('keeps the style sheets, written into a first visit’s page, under their budget', () => {
    const css = weights.styleSheetWeight();
    expect(css.bytes).toBeGreaterThan(0);
    expect(kb(css.bytes)).toBeLessThanOrEqual(budgets.styleSheetsKb.raw);
    expect(kb(css.gzipBytes)).toBeLessThanOrEqual(budgets.styleSheetsKb.gzip);
  });

  it('loads no dialog’s code with any page: modals load when they open', () => {
    // Every dialog is the native <dialog> of components/ui/modal.tsx, opened with showModal().
    const withDialogs = weights
      .routeWeights()
      .flatMap((r) =>
        r.chunks.filter((c) => c.source.includes('showModal')).map((c) => `${r.route}: ${c.chunk}`),
      );
    expect(withDialogs).toEqual([]);
  });
});
