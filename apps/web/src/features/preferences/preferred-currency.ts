import 'server-only';
import { cookies } from 'next/headers';
import { CURRENCY_COOKIE, parseCurrencyCookie } from './currency-cookie';

/** The currency a server-rendered page shows prices in. Reading it makes the page dynamic. */
export async function getPreferredCurrency(): Promise<string> {
  return parseCurrencyCookie((await cookies()).get(CURRENCY_COOKIE)?.value);
}
