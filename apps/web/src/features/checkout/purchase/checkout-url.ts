/**
 * Spec §2 "/checkout/{orderId}/?paymentGateway={type}". `checkoutPath` is the locale's /checkout
 * (/checkout or /vi/checkout). Written without the trailing slash, which Next would only
 * redirect away from.
 */
export function checkoutUrl(checkoutPath: string, orderId: string, paymentGateway: string): string {
  const query = new URLSearchParams({ paymentGateway });
  return `${checkoutPath}/${encodeURIComponent(orderId)}?${query}`;
}
