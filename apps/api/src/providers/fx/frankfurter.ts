import { z } from 'zod';

/** Frankfurter's answer to GET /latest (ECB reference rates, base EUR). */
const LatestSchema = z.object({
  base: z.literal('EUR'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});
export type FrankfurterLatest = z.infer<typeof LatestSchema>;

const TIMEOUT_MS = 10_000;

/** Fetches the newest ECB rates from a Frankfurter-compatible service. Used by the daily job only. */
export async function fetchFrankfurterLatest(baseUrl: string): Promise<FrankfurterLatest> {
  const url = `${baseUrl.replace(/\/+$/, '')}/latest?base=EUR`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`fx service answered ${response.status}`);
  return LatestSchema.parse(await response.json());
}
