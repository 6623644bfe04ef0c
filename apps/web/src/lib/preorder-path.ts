/**
 * Spec §2 "/checkout": the preorder page of one plan, with quantity 1, the destination searched,
 * the plan and its currency symbol. `checkoutPath` is the locale's /checkout (/vi/checkout).
 */
export function preorderPath(
  checkoutPath: string,
  plan: { _id: string; priceSymbol: string },
  search: string,
): string {
  const query = new URLSearchParams({
    quantity: '1',
    search,
    bundleId: plan._id,
    type: 'preorder',
    currencySymbol: plan.priceSymbol,
  });
  return `${checkoutPath}?${query}`;
}
