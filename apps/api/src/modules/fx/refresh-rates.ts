import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fxRates } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { fetchFrankfurterLatest } from '../../providers/fx/frankfurter';

export const REFRESH_FX_RATES = 'refresh_fx_rates';

/** The ECB publishes around 16:00 CET; fetching at 15:30 UTC catches the day's rates. */
const DAILY_AT_UTC_HOUR = 15;
const DAILY_AT_UTC_MINUTE = 30;

export function nextRefreshAt(after: Date): Date {
  const next = new Date(after);
  next.setUTCHours(DAILY_AT_UTC_HOUR, DAILY_AT_UTC_MINUTE, 0, 0);
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * One job per run time (its key), so a restart never doubles a run. `key` overrides it for the
 * start-up refresh, which is keyed by day: restarting twice in a day fetches once.
 */
export function scheduleFxRefresh(db: Database, at: Date, key = at.toISOString()): Promise<void> {
  return enqueueJob(db, { kind: REFRESH_FX_RATES, key, runAt: at, maxAttempts: 8 });
}

/** At start-up: fetch now (once a day at most), so a fresh install has ECB rates at once. */
export function scheduleStartupFxRefresh(db: Database, now: Date): Promise<void> {
  return scheduleFxRefresh(db, now, `startup:${now.toISOString().slice(0, 10)}`);
}

/**
 * Fetches the newest rates, keeps them as that day's history (a re-run overwrites the same day),
 * and schedules tomorrow's run.
 */
export function refreshFxRatesHandler(deps: {
  db: Database;
  fxUrl: string;
  now?: () => Date;
}): JobHandler {
  const now = deps.now ?? (() => new Date());
  return {
    async run() {
      const latest = await fetchFrankfurterLatest(deps.fxUrl);
      const rows = Object.entries(latest.rates).map(([currencyCode, perEur]) => ({
        ratesDate: latest.date,
        currencyCode,
        perEur,
        source: 'ecb',
      }));
      await deps.db
        .insert(fxRates)
        .values(rows)
        .onConflictDoUpdate({
          target: [fxRates.ratesDate, fxRates.currencyCode],
          set: { perEur: sql`excluded.per_eur`, fetchedAt: sql`now()` },
        });
      await scheduleFxRefresh(deps.db, nextRefreshAt(now()));
    },
    // The chain must not end with a dead job: try again tomorrow.
    async onDead() {
      await scheduleFxRefresh(deps.db, nextRefreshAt(now()));
    },
  };
}
