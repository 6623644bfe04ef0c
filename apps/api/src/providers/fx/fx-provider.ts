import type { FxSource } from '@tern/contracts';

/** One dated set of rates: units of each currency for 1 USD. */
export interface FxRates {
  date: string;
  source: FxSource;
  perUsd: ReadonlyMap<string, number>;
}

export interface FxProvider {
  /** The newest rates it holds; never calls out to the network (that is the daily job's work). */
  latest(): Promise<FxRates | null>;
}
