import type { Order } from '@tern/contracts';
import type { TestApp } from './test-app';

/** Where the shopper stands (Lisbon): buying an eSIM needs a location (LOCATION_REQUIRED). */
export const HERE = { latitude: 38.72, longitude: -9.14 };

export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0027 6000 3184',
};

/** A guest shopper with a bearer token, as the checkout creates one. */
export async function guestShopper(
  t: TestApp,
  email = `guest-${Math.random().toString(36).slice(2)}@example.com`,
  /** Each shopper comes from its own address, as real travellers do (rate limits are per address). */
  ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const response = await t.post(
    '/v1/auth/guest',
    {
      fullName: 'Sam Traveller',
      email,
      countryCode: '+44',
      phoneNumber: '7911 123456',
      deviceType: 'ios',
    },
    { 'x-forwarded-for': ip },
  );
  const token = response.json().data.accessToken as string;
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  return {
    email,
    headers,
    createOrder: (bundleId = 'bndl_fr_5gb_30d', extra: Record<string, string> = {}) =>
      t.post('/v1/orders', { bundleId, quantity: 1, ...HERE }, { ...headers, ...extra }),
    pay: (orderId: string, cardNumber: string, extra: Record<string, string> = {}) =>
      t.post(
        `/v1/orders/${orderId}/payments/sandbox`,
        {
          cardNumber,
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
          cvc: '123',
          holderName: 'Sam Traveller',
        },
        { ...headers, ...extra },
      ),
    confirm: (paymentId: string, approve = true) =>
      t.post(`/v1/payments/${paymentId}/confirm`, { approve }, headers),
    order: (orderId: string) =>
      t.get<{ data: { order: Order & { esim: NonNullable<Order['esim']> } } }>(
        `/v1/orders/${orderId}`,
        headers,
      ),
  };
}

/** The order view's payment for an order paid in full with the 4242 test card, nothing refunded. */
export const paidInFullWithVisa = (order: Order) => ({
  status: 'succeeded',
  amount: order.total,
  refunded: { ...order.total, amount: 0, minor: 0 },
  cardBrand: 'visa',
  cardLast4: '4242',
});
