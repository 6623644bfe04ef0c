import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { addToCartEvent, pushAddToCart } from './add-to-cart';
import { checkoutUrl } from './checkout-url';
import { validateGuestDetails } from './guest-details';
import { LOCATION_ERRORS, locationErrorMessage } from './location-errors';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('locationErrorMessage (spec §8 geolocation texts)', () => {
  it('names each GeolocationPositionError code in the spec’s words', () => {
    expect(locationErrorMessage(1)).toBe('Location permission denied by user');
    expect(locationErrorMessage(2)).toBe('Location information is unavailable');
    expect(locationErrorMessage(3)).toBe('Location request timed out - please try again');
    expect(locationErrorMessage(9, 'kaput')).toBe('Failed to get location: kaput');
    expect(LOCATION_ERRORS.unsupported).toBe('Geolocation is not supported by your browser');
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh UUID v4 each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('still makes a UUID v4 where randomUUID is missing (plain-HTTP pages)', () => {
    const noRandomUuid = {
      getRandomValues: (bytes: Uint8Array) => globalThis.crypto.getRandomValues(bytes),
    } as unknown as Crypto;
    expect(newIdempotencyKey(noRandomUuid)).toMatch(UUID_V4);
  });
});

describe('checkoutUrl', () => {
  it('builds /checkout/{orderId}?paymentGateway={type} under the locale’s path', () => {
    expect(checkoutUrl('/checkout', 'abc', 'sandbox')).toBe('/checkout/abc?paymentGateway=sandbox');
    expect(checkoutUrl('/vi/checkout', 'abc', 'stripe')).toBe(
      '/vi/checkout/abc?paymentGateway=stripe',
    );
  });
});

describe('add_to_cart', () => {
  const item = { bundleId: 'bndl_fr', bundleName: 'France 5 GB', productType: 'country' };

  it('reports the charged USD price, quantity 1, in USD (spec §4, §9)', () => {
    expect(addToCartEvent({ ...item, usdCents: 649 })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 6.49,
        items: [
          {
            item_name: 'France 5 GB',
            item_id: 'bndl_fr',
            item_category: 'country',
            price: 6.49,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('creates dataLayer when missing and keeps what is already there', () => {
    const bare: { dataLayer?: unknown[] } = {};
    pushAddToCart({ ...item, usdCents: 100 }, bare);
    expect(bare.dataLayer?.at(-1)).toMatchObject({ event: 'add_to_cart' });
    const existing = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushAddToCart({ ...item, usdCents: 100 }, existing);
    expect(existing.dataLayer[0]).toEqual({ event: 'gtm.js' });
    expect(existing.dataLayer.at(-1)).toMatchObject({ event: 'add_to_cart' });
  });
});

describe('guest details', () => {
  const valid = {
    fullName: 'Sam Traveller',
    email: 'sam@example.com',
    callingRegion: 'GB',
    callingCode: '+44',
    phoneNumber: '7911 123456',
  };

  it('accepts a complete, valid form', () => {
    expect(validateGuestDetails(valid)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateGuestDetails({ ...valid, fullName: ' ', email: '', phoneNumber: '' })).toEqual({
      fullName: 'required',
      email: 'required',
      phoneNumber: 'required',
    });
  });

  it('refuses a malformed e-mail and a number that is not valid for its calling code', () => {
    expect(validateGuestDetails({ ...valid, email: 'sam@example' }).email).toBe('invalidEmail');
    expect(validateGuestDetails({ ...valid, phoneNumber: '123' }).phoneNumber).toBe('invalidPhone');
    expect(
      validateGuestDetails({
        ...valid,
        callingRegion: 'VN',
        callingCode: '+84',
        phoneNumber: '912 345 678',
      }),
    ).toEqual({});
  });
});
