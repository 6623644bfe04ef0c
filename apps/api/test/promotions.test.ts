import type { CouponValidation, Order } from '@tern/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { coupons, orderLines } from '../src/db/schema';
import { DEMO_PARTNER_CODE, seedDemoPromotions } from '../src/modules/promotions/demo-promotions';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPromotions(t.database.db);
  await stockSimulator(t.database.db, 10);
});

const APP = { 'x-site-id': 'tern-app' };
let ipCounter = 0;
/** A fresh address, so the failed-code limit of one test never spills into another. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Shopper = Awaited<ReturnType<typeof guestShopper>>;
const shopperAt = () => guestShopper(t, undefined, freshIp());

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  await t.database.db
    .insert(coupons)
    .values({ description: values.code, type: 'percent', percentOff: 10, ...values });
}

async function usesOf(code: string) {
  const [row] = await queryRows<{ uses: number }>(
    t.database.db,
    sql`select uses from coupons where code = ${code}`,
  );
  return row!.uses;
}

const validate = (code: string, headers: Record<string, string> = {}) =>
  t.post(
    '/v1/coupons/validate',
    { couponCode: code },
    { 'x-forwarded-for': freshIp(), ...headers },
  );

async function order(shopper: Shopper, body: Record<string, unknown> = {}) {
  const created = await t.post(
    '/v1/orders',
    { lines: [{ kind: 'esim_plan', bundleId: 'bndl_fr_5gb_30d' }], ...HERE, ...body },
    shopper.headers,
  );
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.orderId as string;
}

const apply = (shopper: Shopper, orderId: string, code: string, headers = {}) =>
  t.post(`/v1/orders/${orderId}/discounts`, { code }, { ...shopper.headers, ...headers });

const viewOf = (response: { json(): unknown }) =>
  (response.json() as { data: { order: Order } }).data.order;

describe('coupon validation (spec §3 coupon response, §7)', () => {
  it('accepts a known code in any case and says what it gives', async () => {
    const response = await validate(' travel10 ');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as CouponValidation;
    expect(data).toMatchObject({
      isValid: true,
      reason: null,
      coupon: { couponCode: 'TRAVEL10', partnerCode: null, source: 'web', userId: null },
    });
    expect(data.coupon!.summary).toBe('10% off any order');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('names the partner a partner code belongs to', async () => {
    const data = (await validate('demoair')).json().data as CouponValidation;
    expect(data.isValid).toBe(true);
    expect(data.coupon).toMatchObject({ couponCode: 'DEMOAIR', partnerCode: 'DEMOAIR' });
    expect(data.coupon!.summary).toBe('1 GB of free data from Demo Air');
  });

  it('refuses an unknown code with its reason, and APP10 outside the app', async () => {
    const unknown = (await validate('NOPE-1234')).json().data as CouponValidation;
    expect(unknown).toMatchObject({ isValid: false, coupon: null });
    expect(unknown.reason).toBe('This code is not valid. Check it and try again.');
    const app10 = (await validate('APP10')).json().data as CouponValidation;
    expect(app10).toMatchObject({ isValid: false, reason: 'APP10 works in the Tern app.' });
    const inApp = (await validate('APP10', APP)).json().data as CouponValidation;
    expect(inApp).toMatchObject({ isValid: true, coupon: { source: 'app' } });
  });

  it('explains an empty or malformed code as a 400 naming the field', async () => {
    const empty = await validate('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('please enter coupon code');
    const odd = await validate('<script>');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain('letters, digits or hyphens');
  });

  it('limits failed tries per address, then answers 429 with a clear message', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await validate(`WRONG-${i}00`, { 'x-forwarded-for': ip });
      expect(response.json().data.isValid).toBe(false);
    }
    const limited = await validate('TRAVEL10', { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toContain('wait 15 minutes');
    // Another address is not held back by this one.
    expect((await validate('TRAVEL10')).json().data.isValid).toBe(true);
  });

  it('limits failed tries per session, whatever address they come from', async () => {
    const shopper = await shopperAt();
    for (let i = 0; i < 10; i++)
      await validate(`WRONG-${i}11`, { ...shopper.headers, 'x-forwarded-for': freshIp() });
    const limited = await validate('TRAVEL10', {
      ...shopper.headers,
      'x-forwarded-for': freshIp(),
    });
    expect(limited.statusCode).toBe(429);
  });
});

describe('partner details (spec §7)', () => {
  it('gives the partner, its data and destination, and its form', async () => {
    const response = await t.get<{ data: { partner: unknown; form: { fields: unknown[] } } }>(
      '/v1/partners/demoair',
    );
    expect(response.status).toBe(200);
    expect(response.body.data.partner).toMatchObject({
      partnerCode: 'DEMOAIR',
      name: 'Demo Air',
      dataAmount: 1000,
      destination: { id: 'ctry_vn', name: 'Vietnam', localName: 'Vietnam', slug: 'vietnam' },
    });
    const types = response.body.data.form.fields.map((f) => (f as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['text', 'email', 'phone', 'date', 'country']));
  });

  it("names the destination in the page's language, keeping the English name for searches", async () => {
    const response = await t.get<{ data: { partner: { destination: object } } }>(
      '/v1/partners/demoair?locale=ar',
    );
    expect(response.body.data.partner.destination).toMatchObject({
      name: 'Vietnam',
      localName: 'فيتنام',
    });
  });

  it('is a 404 for an unknown partner', async () => {
    const response = await t.get<{ error: { code: string } }>('/v1/partners/NOBODY');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('PARTNER_NOT_FOUND');
  });
});

function demoForm(email: string, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    firstName: 'Lan',
    lastName: 'Nguyen',
    email,
    phoneNumber: '+84912345678',
    bookingReference: 'AB12CD',
    residence: 'FR',
    startDate: '2027-01-10',
    endDate: '2027-01-20',
    ...overrides,
  };
  return {
    couponCode: 'DEMOAIR',
    partnerCode: DEMO_PARTNER_CODE,
    source: 'web',
    formData: Object.entries(values).map(([id, value]) => ({ id, value })),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: values.phoneNumber,
  };
}

describe('the promo form submission (spec §5, §7)', () => {
  it('needs a session', async () => {
    const response = await t.post('/v1/promotions/submissions', demoForm('x@example.com'));
    expect(response.statusCode).toBe(401);
  });

  it('applies every rule of the form again, with the spec’s messages', async () => {
    const shopper = await shopperAt();
    const cases: [Record<string, string>, string, string][] = [
      [{ bookingReference: '' }, 'bookingReference', 'Booking reference is required'],
      [
        { bookingReference: 'TOOLONG1' },
        'bookingReference',
        'Booking reference must be at most 6 characters',
      ],
      [{ residence: '' }, 'residence', 'Country is required'],
      [{ residence: 'VN' }, 'residence', 'Country is required'],
      [{ phoneNumber: '+8412' }, 'phoneNumber', 'Invalid phone number'],
      [{ startDate: '2025-12-31' }, 'startDate', 'Start date must be after 01/01/2026'],
      [{ endDate: '2031-01-01' }, 'endDate', 'End date must be before 31/12/2030'],
      [{ endDate: '2027-01-09' }, 'endDate', 'End date must be after or equal to start date'],
    ];
    for (const [change, field, message] of cases) {
      const response = await t.post(
        '/v1/promotions/submissions',
        demoForm(shopper.email, change),
        shopper.headers,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.details.fields[field], field).toBe(message);
    }
    const badEmail = await t.post(
      '/v1/promotions/submissions',
      { ...demoForm('not-an-email'), email: 'not-an-email' },
      shopper.headers,
    );
    expect(badEmail.json().error.details.fields.email).toBe('Invalid email format');
  });

  it('delivers the partner’s free data once per traveller, as a free order', async () => {
    const shopper = await shopperAt();
    const response = await t.post(
      '/v1/promotions/submissions',
      demoForm(shopper.email),
      shopper.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { orderId, message } = response.json().data;
    expect(message).toContain('1 GB of free data from Demo Air');
    await t.app.jobs.runDue();
    const view = (await shopper.order(orderId)).body.data.order;
    expect(view.status).toBe('fulfilled');
    expect(view.total.minor).toBe(0);
    expect(view.discount.minor).toBe(view.subtotal.minor);
    expect(view.subtotal.minor).toBeGreaterThan(0);
    expect(view.discounts).toEqual([
      expect.objectContaining({ code: 'DEMOAIR', amount: view.subtotal }),
    ]);
    expect(view.lines[0]!.kind).toBe('esim_plan');
    expect(view.esim?.iccid).toBeTruthy();
    expect(view.payment).toMatchObject({ status: 'succeeded', amount: { minor: 0 } });
    const lineProduct = (
      view.lines[0] as { product: { dataAmount: number; destination: { name: string } } }
    ).product;
    expect(lineProduct).toMatchObject({ dataAmount: 1000, destination: { name: 'Vietnam' } });
    const receipt = t.mailer.sent.find((m) => m.to === shopper.email);
    expect(receipt?.text).toContain(
      'Discount DEMOAIR (Demo Air: 1 GB of free data for Vietnam): -',
    );
    const nothing = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: view.total.currencyCode,
    }).format(0);
    expect(receipt?.text).toContain(`Paid: ${nothing}`);

    const again = await t.post(
      '/v1/promotions/submissions',
      demoForm(shopper.email),
      shopper.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REDEEMED');
    // A new guest login with the same e-mail is the same traveller.
    const sameTraveller = await guestShopper(t, shopper.email, freshIp());
    const third = await t.post(
      '/v1/promotions/submissions',
      demoForm(shopper.email),
      sameTraveller.headers,
    );
    expect(third.statusCode).toBe(409);
  });

  it('refuses a partner code at checkout: it is redeemed with its form', async () => {
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const response = await apply(shopper, orderId, 'DEMOAIR');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toContain('Demo Air’s form');
  });
});

describe('discount codes at checkout', () => {
  it('takes 10% off with TRAVEL10 as an order adjustment, and gives it back when removed', async () => {
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const before = (await shopper.order(orderId)).body.data.order;
    const uses = await usesOf('TRAVEL10');
    const applied = await apply(shopper, orderId, 'travel10');
    expect(applied.statusCode, applied.body).toBe(200);
    const view = viewOf(applied);
    const off = Math.round(before.subtotal.minor * 0.1);
    expect(view.discount.minor).toBe(off);
    expect(view.total.minor).toBe(before.subtotal.minor - off);
    expect(view.discounts).toEqual([
      { code: 'TRAVEL10', description: '10% off any order', amount: view.discount },
    ]);
    const twice = await apply(shopper, orderId, 'TRAVEL10');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe('This code is already applied to this order.');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/orders/${orderId}/discounts/TRAVEL10`,
      headers: { 'x-site-id': 'tern-web', ...shopper.headers },
    });
    expect(removed.statusCode).toBe(200);
    expect(viewOf(removed)).toMatchObject({ discounts: [], total: before.total });
    expect(await usesOf('TRAVEL10')).toBe(uses);
    // Applied again, the same use is held again.
    const again = await apply(shopper, orderId, 'TRAVEL10');
    expect(again.statusCode, again.body).toBe(200);
    expect(viewOf(again).discount.minor).toBe(off);
    expect(await usesOf('TRAVEL10')).toBe(uses + 1);
  });

  it('charges the discounted total, and a paid order never changes', async () => {
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const view = viewOf(await apply(shopper, orderId, 'TRAVEL10'));
    const paid = await shopper.pay(orderId, TEST_CARDS.pays);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await shopper.order(orderId)).body.data.order;
    expect(after.payment?.amount).toEqual(view.total);
    const late = await apply(shopper, orderId, 'APP10', APP);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ORDER_NOT_CHANGEABLE');
  });

  it('honours APP10 only for the app’s site identifier', async () => {
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const web = await apply(shopper, orderId, 'APP10');
    expect(web.statusCode).toBe(422);
    expect(web.json().error).toMatchObject({
      code: 'COUPON_NOT_APPLICABLE',
      message: 'APP10 works in the Tern app.',
    });
    const app = await apply(shopper, orderId, 'APP10', APP);
    expect(app.statusCode, app.body).toBe(200);
    expect(viewOf(app).discounts[0]!.code).toBe('APP10');
  });

  it('converts a fixed amount and a minimum spend at the order’s rates', async () => {
    await addCoupon({
      code: 'FIVE-OFF',
      type: 'fixed',
      percentOff: null,
      amountOffUsdCents: 500,
      maxPerTraveller: null,
    });
    await addCoupon({ code: 'BIG-SPEND', minSpendUsdCents: 100_000, maxPerTraveller: null });
    const shopper = await shopperAt();
    const orderId = await order(shopper, { currency: 'EUR' });
    const rates = await t.get<{ data: { currencies: { code: string; ratePerUsd: number }[] } }>(
      '/v1/currencies',
    );
    const eur = rates.body.data.currencies.find((c) => c.code === 'EUR');
    const view = viewOf(await apply(shopper, orderId, 'FIVE-OFF'));
    expect(view.discount.currencyCode).toBe('EUR');
    if (eur?.ratePerUsd) expect(view.discount.minor).toBe(Math.round(5 * eur.ratePerUsd * 100));
    const refused = await apply(shopper, orderId, 'BIG-SPEND');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/^This code needs an order of at least €/);
  });

  it('applies the validity window, the pause and the restrictions', async () => {
    const day = 86_400_000;
    await addCoupon({ code: 'LATER', startsAt: new Date(Date.now() + day) });
    await addCoupon({ code: 'GONE', endsAt: new Date(Date.now() - day) });
    await addCoupon({ code: 'PAUSED', status: 'paused' });
    await addCoupon({ code: 'LOUNGES', kinds: ['lounge_pass'] });
    await addCoupon({ code: 'JAPAN', destinationIds: ['ctry_jp'] });
    await addCoupon({ code: 'FRANCE', destinationIds: ['ctry_fr'], combinable: true });
    await addCoupon({ code: 'ONE-PLAN', productRefs: ['bndl_fr_5gb_30d'], combinable: true });
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const reasons: Record<string, RegExp> = {
      LATER: /^This code can be used from /,
      GONE: /^This code has expired\.$/,
      PAUSED: /^This code is not active at the moment\.$/,
      LOUNGES: /^This code does not apply to anything in this order\.$/,
      JAPAN: /^This code does not apply to anything in this order\.$/,
    };
    for (const [code, reason] of Object.entries(reasons)) {
      const response = await apply(shopper, orderId, code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error.message, code).toMatch(reason);
    }
    // Two codes that combine both apply, each to what the other left.
    const first = viewOf(await apply(shopper, orderId, 'FRANCE'));
    const both = viewOf(await apply(shopper, orderId, 'ONE-PLAN'));
    expect(both.discounts.map((d) => d.code)).toEqual(['FRANCE', 'ONE-PLAN']);
    const left = first.total.minor;
    expect(both.total.minor).toBe(left - Math.round(left * 0.1));
    // TRAVEL10 does not combine: it is refused next to others.
    const alone = await apply(shopper, orderId, 'TRAVEL10');
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error.message).toBe('This code cannot be combined with FRANCE.');
  });

  it('makes an order free with a free-plan code, confirmed without a card', async () => {
    await addCoupon({
      code: 'FREE-FRANCE',
      type: 'free_product',
      percentOff: null,
      freeBundleId: 'bndl_fr_5gb_30d',
    });
    const shopper = await shopperAt();
    const orderId = await order(shopper);
    const notYet = await t.post(`/v1/orders/${orderId}/confirm-free`, {}, shopper.headers);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.code).toBe('ORDER_NOT_FREE');
    expect(viewOf(await apply(shopper, orderId, 'FREE-FRANCE')).total.minor).toBe(0);
    const confirmed = await t.post(`/v1/orders/${orderId}/confirm-free`, {}, shopper.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(viewOf(confirmed).status).toBe('paid');
    const again = await t.post(`/v1/orders/${orderId}/confirm-free`, {}, shopper.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_ALREADY_PAID');
    // Another traveller's order is a 404, for codes as for everything else.
    const stranger = await shopperAt();
    expect((await apply(stranger, orderId, 'TRAVEL10')).statusCode).toBe(404);
  });

  it('counts a code’s uses per traveller and in total, and gives a use back', async () => {
    await addCoupon({ code: 'ONCE-EACH', maxPerTraveller: 1 });
    await addCoupon({ code: 'ONLY-ONE', maxRedemptions: 1, maxPerTraveller: null });
    const shopper = await shopperAt();
    const first = await order(shopper);
    expect((await apply(shopper, first, 'ONCE-EACH')).statusCode).toBe(200);
    const second = await order(shopper);
    const refused = await apply(shopper, second, 'ONCE-EACH');
    expect(refused.json().error.message).toBe('You have already used this code.');

    // A held use goes back when the unpaid order is cancelled.
    expect((await apply(shopper, second, 'ONLY-ONE')).statusCode).toBe(200);
    expect(await usesOf('ONLY-ONE')).toBe(1);
    const other = await shopperAt();
    const theirs = await order(other);
    const usedUp = await apply(other, theirs, 'ONLY-ONE');
    expect(usedUp.json().error.message).toBe('This code has been used as many times as it can be.');
    await t.post(`/v1/orders/${second}/cancel`, {}, shopper.headers);
    expect(await usesOf('ONLY-ONE')).toBe(0);
    expect((await apply(other, theirs, 'ONLY-ONE')).statusCode).toBe(200);

    // A paid order keeps it; refunded whole, it gives it back.
    await other.pay(theirs, TEST_CARDS.pays);
    expect(await usesOf('ONLY-ONE')).toBe(1);
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, theirs));
    await t.app.orderLifecycle.giveUpLine(line!);
    const refunded = (await other.order(theirs)).body.data.order;
    expect(refunded.status).toBe('refunded');
    expect(await usesOf('ONLY-ONE')).toBe(0);
    const [redemption] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select r.status from coupon_redemptions r join coupons c on c.id = r.coupon_id
          where c.code = 'ONLY-ONE' and r.order_id = ${theirs}`,
    );
    expect(redemption!.status).toBe('released');
  });

  it('gives exactly one of 100 concurrent redemptions of a single-use code', async () => {
    await addCoupon({ code: 'SINGLE-USE-RACE', maxRedemptions: 1, maxPerTraveller: 1 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => shopperAt()));
    const orders = await Promise.all(shoppers.map((s) => order(s)));
    const results = await Promise.all(
      shoppers.map((s, i) => apply(s, orders[i]!, 'SINGLE-USE-RACE')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(99);
    expect(await usesOf('SINGLE-USE-RACE')).toBe(1);
  });
});
