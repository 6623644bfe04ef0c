import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { getPartnerDetails, submitPromoForm, validateCoupon } from './promotions';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUBMISSION = {
  couponCode: 'DEMOAIR',
  partnerCode: 'DEMOAIR',
  source: 'web' as const,
  formData: [{ id: 'firstName', value: 'Lan' }],
  firstName: 'Lan',
  lastName: 'Nguyen',
  email: 'lan@example.com',
  phoneNumber: '+84912345678',
};

describe('the browser promo calls', () => {
  it('validate a code with a POST to the web origin and read the answer by its contract', async () => {
    const fetch = answer(200, {
      data: {
        isValid: false,
        reason: 'APP10 works in the Tern app',
        message: 'Not here',
        coupon: null,
      },
    });
    await expect(validateCoupon('APP10')).resolves.toEqual({
      isValid: false,
      reason: 'APP10 works in the Tern app',
      message: 'Not here',
      coupon: null,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/coupons/validate');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ couponCode: 'APP10' });
  });

  it('refuse an answer the contract does not promise', async () => {
    answer(200, { data: { isValid: 'yes' } });
    await expect(validateCoupon('X1Y')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('ask for a partner by its code, escaped into the path', async () => {
    const fetch = answer(404, { error: { code: 'PARTNER_NOT_FOUND', message: 'No such partner' } });
    const failure = await getPartnerDetails('A/B', 'vi').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'No such partner' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/partners/A%2FB?locale=vi');
  });

  it('send the submission and return its message and free order', async () => {
    const fetch = answer(201, {
      data: {
        message: 'Your free data is on its way',
        submissionId: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
        orderId: '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
      },
    });
    await expect(submitPromoForm(SUBMISSION)).resolves.toMatchObject({
      orderId: '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/promotions/submissions');
    expect(JSON.parse(String(init.body))).toEqual(SUBMISSION);
  });
});
