import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import type { FxProvider, FxRates } from './fx-provider';

/** The built-in provider: the dated snapshot the catalogue prices with (seeded with the data). */
export function createSnapshotRates(store: CatalogueStore): FxProvider {
  return {
    async latest(): Promise<FxRates | null> {
      const { currencies } = await store.snapshot();
      if (currencies.length === 0) return null;
      const date = currencies
        .map((c) => c.ratesDate)
        .sort()
        .at(-1)!;
      return {
        date,
        source: 'snapshot',
        perUsd: new Map(currencies.map((c) => [c.code, c.ratePerUsd])),
      };
    },
  };
}
