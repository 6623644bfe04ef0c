import 'server-only';
import type { Country } from '@tern/contracts';
import { connection } from 'next/server';
import { isApiError } from '@/lib/api/api-error';
import { listCountries } from '@/lib/api/countries';

/** The first page of destinations on the home page; the full list lives on /esim-list. */
export const HOME_COUNTRY_LIMIT = 24;

export type HomeCountries =
  | { status: 'ok'; countries: Country[]; total: number }
  | { status: 'unavailable' };

/**
 * Never throws: the home page must render even when the API is down, with an honest empty state
 * instead of an error page. The failure is logged here, on the server, where operators look.
 */
export async function getHomeCountries(): Promise<HomeCountries> {
  try {
    const { data, count } = await listCountries({ page: 1, limit: HOME_COUNTRY_LIMIT });
    return { status: 'ok', countries: data.countries, total: count };
  } catch (error) {
    const reason = isApiError(error) ? `${error.code} (${error.status}): ${error.message}` : error;
    if (process.env.NEXT_PHASE === 'phase-production-build') {
      // Expected when building without a running API; not an outage.
      console.warn('[home] API not reachable at build time; / will be rendered per request.');
    } else {
      console.error('[home] countries unavailable:', reason);
    }
    // An outage must not be frozen into the static page for the next five minutes. Opting this
    // render out of the static cache means: at build time (API not running) the page is rendered
    // per request instead, still reading through the 300 s data cache; during a background
    // regeneration the render fails and Next keeps serving the last good page.
    await connection();
    return { status: 'unavailable' };
  }
}
