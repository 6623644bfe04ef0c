import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoupon, refundOrderLine, setCouponStatus, updatePartner } from './admin';

const COUPON_ID = '0b6f1c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';
const ORDER_ID = '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';
const LINE_ID = '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const TERMS = {
  description: 'Spring sale',
  type: 'percent' as const,
  percentOff: 20,
  amountOffUsdCents: null,
  freeBundleId: null,
  partnerCode: null,
  minSpendUsdCents: null,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  maxPerTraveller: 1,
  kinds: null,
  destinationIds: null,
  productRefs: null,
  siteIds: null,
  combinable: false,
};
const COUPON = {
  ...TERMS,
  id: COUPON_ID,
  code: 'SPRING20',
  status: 'active',
  batchId: null,
  uses: { redeemed: 0, held: 0 },
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the back office calls', () => {
  it('create a code once per key, through the web origin', async () => {
    const fetch = answer(200, { data: { coupon: COUPON } });
    const { data } = await createCoupon({ ...TERMS, code: 'SPRING20' }, 'key-1');
    expect(data.coupon.code).toBe('SPRING20');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/coupons');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('key-1');
    expect(JSON.parse(String(init.body))).toMatchObject({ code: 'SPRING20', percentOff: 20 });
  });

  it('pause a code with a PATCH of its status', async () => {
    const fetch = answer(200, { data: { coupon: { ...COUPON, status: 'paused' } } });
    const { data } = await setCouponStatus(COUPON_ID, 'paused');
    expect(data.coupon.status).toBe('paused');
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      `/api/v1/admin/coupons/${COUPON_ID}`,
      'PATCH',
      { status: 'paused' },
    ]);
  });

  it('replace a partner with a PUT to its code', async () => {
    const fetch = answer(403, { error: { code: 'FORBIDDEN', message: 'Admins only' } });
    const body = {
      name: 'Demo Air',
      logoUrl: null,
      dataAmount: 1000,
      destinationId: 'VN',
      active: true,
      form: { title: 'Free data', fields: [] },
    };
    await expect(updatePartner('DEMOAIR', body)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method]).toEqual(['/api/v1/admin/partners/DEMOAIR', 'PUT']);
  });

  it('refund a line with the note, once per key', async () => {
    const fetch = answer(409, { error: { code: 'ORDER_NOT_CHANGEABLE', message: 'Not paid' } });
    await expect(
      refundOrderLine(ORDER_ID, LINE_ID, 'Duplicate purchase', 'key-9'),
    ).rejects.toMatchObject({
      code: 'ORDER_NOT_CHANGEABLE',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/admin/orders/${ORDER_ID}/lines/${LINE_ID}/refund`);
    expect(new Headers(init.headers).get('idempotency-key')).toBe('key-9');
    expect(JSON.parse(String(init.body))).toEqual({ note: 'Duplicate purchase' });
  });
});
