import { afterEach, describe, expect, it, vi } from 'vitest';
import { redeemCode } from './redeem-code';
import { submitPartnerForm } from './submit-partner-form';

type Answer = { status?: number; body: unknown };
type Call = { url: string; method: string; body: unknown };

/** A fake API behind the web origin: each path answers from the table, every call is noted. */
function fakeApi(table: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const entry = table[`${init.method ?? 'GET'} ${url}`];
      if (!entry) throw new TypeError('fetch failed');
      const { status = 200, body } = typeof entry === 'function' ? entry() : entry;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** The page a guest login runs in: it writes the signed-in hint cookie (lib/session). */
function fakePage() {
  const page = { cookie: '' };
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal('document', page);
  return page;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PARTNER = {
  partner: {
    partnerCode: 'DEMOAIR',
    name: 'Demo Air',
    logoUrl: null,
    dataAmount: 1000,
    destination: {
      id: 'vn',
      name: 'Vietnam',
      localName: 'فيتنام',
      flagImageUrl: '/flags/vn.svg',
      slug: 'vietnam',
    },
  },
  form: {
    title: 'Fly with Demo Air',
    fields: [
      { id: 'firstName', type: 'text', label: 'First name', required: true },
      { id: 'lastName', type: 'text', label: 'Last name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'phoneNumber', type: 'phone', label: 'Phone', required: true },
    ],
  },
};
const valid = (partnerCode: string | null, summary = 'Free data') => ({
  body: {
    data: {
      isValid: true,
      reason: null,
      message: 'Code accepted',
      coupon: { couponCode: 'DEMOAIR', partnerCode, source: 'web', userId: null, summary },
    },
  },
});
const error = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { error: { code, message, ...(details ? { details } : {}) } },
});

describe('redeemCode (spec §4, §5, §8)', () => {
  it('asks nothing for an empty code', async () => {
    const calls = fakeApi({});
    await expect(redeemCode('   ', 'en')).resolves.toEqual({ kind: 'empty' });
    expect(calls).toEqual([]);
  });

  it('gives the reason of a code that cannot be used', async () => {
    fakeApi({
      'POST /api/v1/coupons/validate': {
        body: {
          data: {
            isValid: false,
            reason: 'APP10 works in the Tern app',
            message: 'Not valid here',
            coupon: null,
          },
        },
      },
    });
    await expect(redeemCode(' app10 ', 'en')).resolves.toEqual({
      kind: 'refused',
      reason: 'APP10 works in the Tern app',
    });
  });

  it('loads the partner’s form for a partner code, telling the caller first', async () => {
    const calls = fakeApi({
      'POST /api/v1/coupons/validate': valid('DEMOAIR'),
      'GET /api/v1/partners/DEMOAIR?locale=ar': { body: { data: PARTNER } },
    });
    const onPartner = vi.fn();
    const outcome = await redeemCode('demoair', 'ar', onPartner);
    expect(outcome).toMatchObject({
      kind: 'partner',
      couponCode: 'DEMOAIR',
      partnerCode: 'DEMOAIR',
    });
    expect(outcome.kind === 'partner' && outcome.details.partner.name).toBe('Demo Air');
    expect(onPartner).toHaveBeenCalledOnce();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/coupons/validate',
      // The destination is named in the page's language (issue 26).
      'GET /api/v1/partners/DEMOAIR?locale=ar',
    ]);
    expect(calls[0]!.body).toEqual({ couponCode: 'demoair' });
  });

  it('sends a code without partner to checkout, with what it gives', async () => {
    fakeApi({ 'POST /api/v1/coupons/validate': valid(null, '10% off any order') });
    await expect(redeemCode('TRAVEL10', 'en')).resolves.toEqual({
      kind: 'at-checkout',
      couponCode: 'DEMOAIR',
      summary: '10% off any order',
    });
  });

  it('passes the server’s message on, and none when the API could not be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'POST /api/v1/coupons/validate': error(
        429,
        'RATE_LIMITED',
        'Too many tries. Wait 10 minutes.',
      ),
    });
    await expect(redeemCode('NOPE1', 'en')).resolves.toEqual({
      kind: 'failed',
      message: 'Too many tries. Wait 10 minutes.',
    });
    fakeApi({
      'POST /api/v1/coupons/validate': valid('GONE'),
      'GET /api/v1/partners/GONE?locale=en': error(
        404,
        'PARTNER_NOT_FOUND',
        'This partner is not known',
      ),
    });
    await expect(redeemCode('GONE1', 'en')).resolves.toEqual({
      kind: 'failed',
      message: 'This partner is not known',
    });
    fakeApi({});
    await expect(redeemCode('OFFLINE', 'en')).resolves.toEqual({ kind: 'failed', message: null });
  });
});

const GUEST = {
  fullName: 'Lan Nguyen',
  email: 'lan@example.com',
  callingRegion: 'VN',
  callingCode: '+84',
  phoneNumber: '912 345 678',
};
const USER_ID = '11111111-2222-4333-8444-555555555555';
const user = (isGuest: boolean) => ({
  id: USER_ID,
  fullName: 'Lan Nguyen',
  email: 'lan@example.com',
  phoneNumber: '+84912345678',
  country: 'VN',
  isGuest,
  role: 'traveller',
});
const SUBMITTED = {
  body: {
    data: {
      message: 'Your 1 GB for Vietnam is on its way',
      submissionId: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
      orderId: '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    },
  },
};
const body = (userId: string) => ({
  couponCode: 'DEMOAIR',
  partnerCode: 'DEMOAIR',
  source: 'web' as const,
  formData: [],
  firstName: 'Lan',
  lastName: 'Nguyen',
  email: 'lan@example.com',
  phoneNumber: '+84912345678',
  userId,
});

describe('submitPartnerForm (spec §6, §7)', () => {
  it('logs a traveller without a session in as a guest first, then submits with their id', async () => {
    const page = fakePage();
    const calls = fakeApi({
      'GET /api/v1/me': error(401, 'UNAUTHENTICATED', 'Sign in first'),
      'POST /api/v1/auth/guest': { body: { data: { user: user(true) } } },
      'POST /api/v1/promotions/submissions': SUBMITTED,
    });
    await expect(submitPartnerForm(body, GUEST)).resolves.toEqual({
      kind: 'submitted',
      orderId: '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/me',
      'POST /api/v1/auth/guest',
      'POST /api/v1/promotions/submissions',
    ]);
    expect(calls[1]!.body).toEqual({
      fullName: 'Lan Nguyen',
      email: 'lan@example.com',
      countryCode: '+84',
      phoneNumber: '912 345 678',
      deviceType: 'web',
      deviceToken: 'web',
      isEmailVerified: true,
      transport: 'cookie',
    });
    expect(calls[2]!.body).toMatchObject({ userId: USER_ID, source: 'web' });
    // The header shows "My eSIMs" from now on.
    expect(page.cookie).toMatch(/^tern_signed_in=1;/);
  });

  it('logs a guest in again with the details typed now', async () => {
    fakePage();
    const calls = fakeApi({
      'GET /api/v1/me': { body: { data: { user: user(true) } } },
      'POST /api/v1/auth/guest': { body: { data: { user: user(true) } } },
      'POST /api/v1/promotions/submissions': SUBMITTED,
    });
    await expect(submitPartnerForm(body, GUEST)).resolves.toMatchObject({ kind: 'submitted' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/me',
      '/api/v1/auth/guest',
      '/api/v1/promotions/submissions',
    ]);
  });

  it('lets a signed-in traveller submit directly', async () => {
    const calls = fakeApi({
      'GET /api/v1/me': { body: { data: { user: user(false) } } },
      'POST /api/v1/promotions/submissions': SUBMITTED,
    });
    await expect(submitPartnerForm(body, GUEST)).resolves.toMatchObject({ kind: 'submitted' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/me', '/api/v1/promotions/submissions']);
  });

  it('gives the server’s message and field errors when the submission is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/v1/me': { body: { data: { user: user(false) } } },
      'POST /api/v1/promotions/submissions': error(400, 'VALIDATION_FAILED', 'Check the form', {
        fields: { email: 'Invalid email format', odd: 3 },
      }),
    });
    await expect(submitPartnerForm(body, GUEST)).resolves.toEqual({
      kind: 'failed',
      message: 'Check the form',
      fieldErrors: { email: 'Invalid email format' },
    });
    fakeApi({
      'GET /api/v1/me': { body: { data: { user: user(false) } } },
      'POST /api/v1/promotions/submissions': error(409, 'ALREADY_REDEEMED', 'Already redeemed'),
    });
    await expect(submitPartnerForm(body, GUEST)).resolves.toEqual({
      kind: 'failed',
      message: 'Already redeemed',
      fieldErrors: {},
    });
  });

  it('says nothing of its own when the guest login or the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/v1/me': error(401, 'UNAUTHENTICATED', 'Sign in first') });
    await expect(submitPartnerForm(body, GUEST)).resolves.toEqual({
      kind: 'failed',
      message: null,
      fieldErrors: {},
    });
  });
});
