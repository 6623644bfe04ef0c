import type { Database } from '../../db/client';
import { loadCatalogueRows } from './catalog.repository';
import { buildSnapshot, type CatalogueSnapshot } from './catalog.snapshot';

export interface CatalogueStore {
  snapshot(): Promise<CatalogueSnapshot>;
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

  async function snapshot(): Promise<CatalogueSnapshot> {
    if (!current || ttlMs === 0) return load();
    if (Date.now() - current.loadedAt >= ttlMs) load().catch(() => {});
    return current.snapshot;
  }

  return {
    snapshot,
    invalidate() {
      current = undefined;
    },
    cachesResponses: ttlMs > 0,
  };
}
