import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fxRates } from '../../db/schema';
import type { FxProvider, FxRates } from './fx-provider';

/** Rates change once a day; re-reading the table every minute is plenty. */
const RELOAD_MS = 60_000;

/**
 * ECB reference rates as the daily job stored them (fx_rates, newest day). Conversion reads
 * only this table, never the network.
 */
export function createEcbRates(db: Database, now: () => number = Date.now): FxProvider {
  let cached: { rates: FxRates | null; loadedAt: number } | undefined;

  async function load(): Promise<FxRates | null> {
    const [newest] = await db
      .select({ date: fxRates.ratesDate })
      .from(fxRates)
      .orderBy(desc(fxRates.ratesDate))
      .limit(1);
    if (!newest) return null;
    const rows = await db.select().from(fxRates).where(eq(fxRates.ratesDate, newest.date));
    const perEur = new Map(rows.map((r) => [r.currencyCode, r.perEur]));
    perEur.set('EUR', 1);
    const usdPerEur = perEur.get('USD');
    if (!usdPerEur) return null;
    return {
      date: newest.date,
      source: 'ecb',
      perUsd: new Map([...perEur].map(([code, rate]) => [code, rate / usdPerEur])),
    };
  }

  return {
    async latest() {
      if (!cached || now() - cached.loadedAt > RELOAD_MS) {
        cached = { rates: await load(), loadedAt: now() };
      }
      return cached.rates;
    },
  };
}
