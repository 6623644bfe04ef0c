/** What the buy-now flow reports to the tag manager (spec §4, §9: currency always USD). */
export interface AddToCartInput {
  bundleId: string;
  bundleName: string;
  /** "country" or "region" plan, the product type of spec §4. */
  productType: string;
  usdCents: number;
}

export interface AddToCartEvent {
  event: 'add_to_cart';
  ecommerce: {
    currency: 'USD';
    value: number;
    items: {
      item_name: string;
      item_id: string;
      item_category: string;
      price: number;
      quantity: 1;
    }[];
  };
}

export function addToCartEvent(input: AddToCartInput): AddToCartEvent {
  const price = Math.round(input.usdCents) / 100;
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency: 'USD',
      value: price,
      items: [
        {
          item_name: input.bundleName,
          item_id: input.bundleId,
          item_category: input.productType,
          price,
          quantity: 1,
        },
      ],
    },
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes onto window.dataLayer, creating it when no tag manager has loaded (yet). */
export function pushAddToCart(
  input: AddToCartInput,
  target: DataLayerWindow = window as unknown as DataLayerWindow,
): void {
  target.dataLayer ??= [];
  // GA4 recommends clearing the previous ecommerce object so items never merge across events.
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(addToCartEvent(input));
}
