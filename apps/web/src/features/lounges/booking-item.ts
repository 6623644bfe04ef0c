import type { PreorderSummary } from '@tern/contracts';
import type { CheckoutItem } from '@/features/checkout';

/** Module 1 is sold as lounge passes, module 2 as fast-track. */
const KIND = { 1: 'lounge_pass', 2: 'fast_track' } as const;

/**
 * The booking the summary priced, as the one checkout's item: the order line (slot, flight,
 * one name per traveller, adults first, and the signed quote so the price shown is the price
 * charged while it holds) and what add_to_cart reports.
 */
export function airportServiceItem(
  summary: PreorderSummary,
  resourceName: string,
  names: readonly string[],
): CheckoutItem {
  const kind = KIND[summary.module];
  const booking = {
    resourceId: summary.resourceId,
    date: summary.date,
    time: summary.time,
    adults: summary.adults,
    children: summary.children,
    flightNumber: summary.flightNumber,
    travellers: names.map((name) => name.trim()),
    ...(summary.quote ? { quoteToken: summary.quote.token } : {}),
  };
  return {
    kind,
    line: kind === 'lounge_pass' ? { kind, ...booking } : { kind, ...booking },
    bundleId: summary.resourceId,
    name: resourceName,
    productType: kind,
  };
}
