import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { loadCatalogueRows, searchCountryIds } from './catalog.repository';
import { buildSnapshot, type CatalogueSnapshot } from './catalog.snapshot';

export interface CatalogueStore {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Country ids for a normalised search text, best match first. */
  searchCountries(text: string): Promise<string[]>;
  /** Drops everything cached, e.g. after a re-seed. */
  invalidate(): void;
  /** False when caching is configured off (CATALOGUE_CACHE_SECONDS=0). */
  readonly cachesResponses: boolean;
}

/**
 * Read-through cache of the catalogue. The database stays the source of truth: the snapshot is
 * reloaded after `ttlSeconds`, in the background while the old one keeps answering, and a
 * reload that fails keeps the last good snapshot. Concurrent callers share one load.
 */
export function createCatalogueStore(db: Database, ttlSeconds: number): CatalogueStore {
  const ttlMs = ttlSeconds * 1000;
  let current: { snapshot: CatalogueSnapshot; loadedAt: number } | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;
  const searches = new LRUCache<string, string[]>({ max: 5_000, ttl: Math.max(ttlMs, 1) });

  function load(): Promise<CatalogueSnapshot> {
    loading ??= loadCatalogueRows(db)
      .then((rows) => {
        const snapshot = buildSnapshot(rows);
        current = { snapshot, loadedAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async snapshot() {
      if (!current || ttlMs === 0) return load();
      if (Date.now() - current.loadedAt >= ttlMs) load().catch(() => {});
      return current.snapshot;
    },
    async searchCountries(text) {
      if (ttlMs > 0) {
        const hit = searches.get(text);
        if (hit) return hit;
      }
      const ids = await searchCountryIds(db, text);
      if (ttlMs > 0) searches.set(text, ids);
      return ids;
    },
    invalidate() {
      current = undefined;
      searches.clear();
    },
    cachesResponses: ttlMs > 0,
  };
}
