/**
 * The currency an unpaid order should be priced again in before it is paid, or null: the
 * traveller's currency (the picker's, remembered in a cookie) when the order is in another, and
 * it was not already refused (a currency the shop does not sell, or an order that can no longer
 * change: then it is charged as it is). Null while the browser does not know the currency yet.
 */
export function repriceTarget(
  wanted: string | null,
  orderCurrency: string,
  refused: string | null,
): string | null {
  return wanted && wanted !== orderCurrency && wanted !== refused ? wanted : null;
}
