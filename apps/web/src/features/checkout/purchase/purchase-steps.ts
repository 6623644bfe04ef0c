'use client';
import { LOCALES, type Locale } from '@tern/domain';
import { CURRENCY_COOKIE, parseCurrencyCookie } from '@/features/preferences';
import { isApiError } from '@/lib/api/api-error';
import { getMe } from '@/lib/api/browser/auth';
import { getSettings } from '@/lib/api/browser/catalogue';
import { type CreatedOrder, createOrder as createOrderWithApi } from '@/lib/api/browser/orders';
import { reverseGeocode } from '@/lib/api/utilities';
import { type AddToCartInput, pushAddToCart } from './add-to-cart';
import { type CheckoutItem, orderLine } from './checkout-item';
import type { PurchaseLocation } from './purchase-location';

export type { CreatedOrder };

/** Client-stored value of spec §3, written by the location check and read later for documents. */
export const SHOW_DOCUMENTS_KEY = 'showDocuments';

/** Spec §4: the location check. Remembers whether the destination needs an ID document. */
export async function checkPurchaseLocation(location: PurchaseLocation): Promise<void> {
  const { data } = await getSettings({
    query: { latitude: location.latitude, longitude: location.longitude },
  });
  try {
    window.localStorage.setItem(SHOW_DOCUMENTS_KEY, String(data.showDocuments));
  } catch {
    // Storage can be full or blocked (private mode); the purchase goes on without it.
  }
}

/**
 * The country (ISO alpha-2) the device is in, from the API's offline reverse geocoder; null
 * when it cannot tell (open sea) or does not answer: then nothing is asked, the purchase goes on.
 */
export async function countryAt(location: PurchaseLocation): Promise<string | null> {
  try {
    const place = await reverseGeocode({ lat: location.latitude, lon: location.longitude });
    return place.countryCode;
  } catch (error) {
    console.error('[purchase] where the device is could not be told', error);
    return null;
  }
}

/**
 * The country on the traveller's account (from its phone number), or null without a session,
 * without a number, or when the API does not answer: then nothing is asked for it.
 */
export async function accountCountry(): Promise<string | null> {
  try {
    return (await getMe()).data.user.country;
  } catch (error) {
    if (!(isApiError(error) && error.status === 401))
      console.error('[purchase] the account could not be read', error);
    return null;
  }
}

/** Whether this browser already has a session (guest or account): GET /me answers 401 if not. */
export async function hasSession(): Promise<boolean> {
  try {
    await getMe();
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    throw error;
  }
}

/** The visitor's display currency, from the same cookie the server pages read. */
export function chosenCurrency(): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CURRENCY_COOKIE}=`));
  return parseCurrencyCookie(match?.slice(CURRENCY_COOKIE.length + 1));
}

/**
 * The page's language, as the locale layout set it on <html lang> (this runs outside React, and
 * the site has no next-intl client provider): the order's receipt and refund e-mails use it.
 */
export function pageLocale(): Locale {
  // Not LocaleSchema nor the routing: zod or next-intl would join every purchase's first load.
  const lang = document.documentElement.lang;
  return LOCALES.find((locale) => locale === lang) ?? 'en';
}

/**
 * One order for one item (spec §9 quantity 1) where the traveller is (null for products that
 * need no position): the server decides the price, and refuses an eSIM without a position
 * (LOCATION_REQUIRED).
 */
export async function createOrder(
  item: CheckoutItem,
  location: PurchaseLocation | null,
  idempotencyKey: string,
): Promise<CreatedOrder> {
  return createOrderWithApi(
    {
      lines: [orderLine(item)],
      currency: chosenCurrency(),
      locale: pageLocale(),
      ...(location ?? {}),
    },
    idempotencyKey,
  );
}

/**
 * Reports add_to_cart with the price the server will charge (US cents, from the order it just
 * created), which no page shows in USD. Analytics must never block a purchase: a failure is
 * only logged.
 */
export function trackAddToCart(order: CreatedOrder, item: Omit<AddToCartInput, 'usdCents'>): void {
  try {
    pushAddToCart({ ...item, usdCents: order.priceUsdCents });
  } catch (error) {
    console.error('[purchase] add_to_cart not tracked', error);
  }
}
