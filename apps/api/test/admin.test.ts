import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { CODE_ALPHABET, RANDOM_CODE_LENGTH } from '../src/modules/admin/coupon-codes';
import { adminCaller, signedInAdmin } from './support/admin-client';
import { guestShopper } from './support/shopper';
import { signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

const OWNER = 'owner@tern.example';
const t = useTestApp({ adminEmails: [OWNER] });

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let traveller: ReturnType<typeof adminCaller>;
let guest: ReturnType<typeof adminCaller>;
const nobody = () => adminCaller(t);

beforeAll(async () => {
  admin = await signedInAdmin(t, OWNER);
  traveller = adminCaller(t, (await signInWithCode(t, 'traveller@example.com')).headers);
  guest = adminCaller(t, (await guestShopper(t)).headers);
});

const auditRows = (action: string) =>
  queryRows<{ actor_email: string; target: string; details: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_email, target, details from audit_log where action = ${action} order by id`,
  );

const PERCENT = { description: '10% off', type: 'percent', percentOff: 10 };
const CROCKFORD = new RegExp(`^[${CODE_ALPHABET}]{${RANDOM_CODE_LENGTH}}$`);

/** One request for every back-office route, with a body the route accepts. */
const EVERY_ROUTE: [method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown][] = [
  ['GET', '/coupons'],
  ['POST', '/coupons', PERCENT],
  ['POST', '/coupons/batches', { ...PERCENT, count: 2 }],
  ['GET', '/coupons/batches/00000000-0000-4000-8000-000000000000/codes.csv'],
  ['PATCH', '/coupons/00000000-0000-4000-8000-000000000000', { status: 'paused' }],
  ['GET', '/coupons/00000000-0000-4000-8000-000000000000/redemptions'],
  ['GET', '/partners'],
  ['POST', '/partners', {}],
  ['PUT', '/partners/DEMOAIR', {}],
  ['GET', '/submissions'],
  ['GET', '/submissions.csv'],
  ['GET', '/orders?query=someone@example.com'],
  ['GET', '/orders/00000000-0000-4000-8000-000000000000'],
  [
    'POST',
    '/orders/00000000-0000-4000-8000-000000000000/lines/00000000-0000-4000-8000-000000000000/refund',
    { note: 'x' },
  ],
  ['GET', '/audit'],
];

describe('who may use the back office', () => {
  it.each(EVERY_ROUTE)(
    '%s %s: 401 without a session, 403 for a traveller or a guest',
    async (method, path, body) => {
      const anonymous = await nobody().call(method, path, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      for (const caller of [traveller, guest]) {
        const refused = await caller.call(method, path, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );

  it('refuses before reading the body: a traveller learns nothing of what a route accepts', async () => {
    const refused = await traveller.post('/coupons', { type: 'nonsense' });
    expect(refused.statusCode).toBe(403);
    const malformed = await traveller.call('POST', '/coupons', '{not json');
    expect(malformed.statusCode).toBe(403);
  });

  it('makes ADMIN_EMAILS admins at start: a verified account they sign in to with a code', async () => {
    expect(admin.user.role).toBe('admin');
    const [account] = await queryRows<{ is_guest: boolean; verified: boolean }>(
      t.database.db,
      sql`select is_guest, email_verified_at is not null as verified from users
          where email = ${OWNER} and role = 'admin'`,
    );
    expect(account).toEqual({ is_guest: false, verified: true });
    expect((await admin.get('/coupons')).statusCode).toBe(200);
    const [grant] = await auditRows('role.grant');
    expect(grant).toMatchObject({ actor_email: 'config:ADMIN_EMAILS', target: `user:${OWNER}` });
  });

  it('marks every answer no-store and noindex, refusals and unknown paths included', async () => {
    const answers = [
      await admin.get('/coupons'),
      await admin.get('/coupons?limit=1000'),
      await traveller.get('/coupons'),
      await nobody().get('/audit'),
      await admin.get('/nowhere'),
      await t.app.inject({ method: 'GET', url: '/v1/admin/coupons' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const shop = await t.get('/v1/countries?limit=1');
    expect(shop.headers['x-robots-tag']).toBeUndefined();
  });

  it('guards the route as the router reads it, however the path is spelled', async () => {
    const encoded = await traveller.call('GET', '/%63oupons');
    expect(encoded.statusCode).toBe(403);
    const spelled = await t.app.inject({
      method: 'GET',
      url: '/v1/%61dmin/coupons',
      headers: { 'x-site-id': 'tern-web', ...traveller.headers },
    });
    expect(spelled.statusCode).toBe(403);
    expect(spelled.headers['cache-control']).toBe('no-store');
  });
});

describe('coupons', () => {
  it('creates a code as typed (upper case) and writes the audit row in its transaction', async () => {
    const created = await admin.post('/coupons', { ...PERCENT, code: 'summer-25' });
    expect(created.statusCode).toBe(200);
    const { coupon } = created.json().data;
    expect(coupon).toMatchObject({
      code: 'SUMMER-25',
      type: 'percent',
      percentOff: 10,
      status: 'active',
      maxPerTraveller: 1,
      uses: { redeemed: 0, held: 0 },
    });
    const rows = await auditRows('coupon.create');
    expect(rows.at(-1)).toMatchObject({
      actor_email: OWNER,
      target: `coupon:${coupon.id}`,
      details: expect.objectContaining({ code: 'SUMMER-25', type: 'percent' }),
    });
  });

  it('draws a random code when none is given: 16 Crockford base32 characters, never repeated', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { coupon } = (await admin.post('/coupons', PERCENT)).json().data;
      expect(coupon.code).toMatch(CROCKFORD);
      codes.add(coupon.code);
    }
    expect(codes.size).toBe(5);
    // A random code is a secret: the audit log does not keep it.
    expect(JSON.stringify(await auditRows('coupon.create'))).not.toContain([...codes][0]);
  });

  it('answers 409 with a clear message for a code already in use', async () => {
    await admin.post('/coupons', { ...PERCENT, code: 'TWICE' });
    const again = await admin.post('/coupons', { ...PERCENT, code: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: expect.stringContaining('TWICE is already in use'),
    });
  });

  it('refuses terms that name what does not exist, saying which field', async () => {
    const refused = await admin.post('/coupons', {
      description: 'Free plan',
      type: 'free_product',
      freeBundleId: 'bndl_nowhere',
      partnerCode: 'NOBODY',
      kinds: ['esim_plan', 'spaceship'],
      destinationIds: ['ctry_vn', 'ctry_xx'],
      siteIds: ['tern-web', 'elsewhere'],
    });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    for (const text of [
      'body.freeBundleId: not a plan of the catalogue: bndl_nowhere',
      'body.partnerCode: no such partner: NOBODY',
      'body.kinds: not one of esim_plan, esim_topup, lounge_pass, fast_track, attraction_ticket: spaceship',
      'body.destinationIds: not a country or region id of the catalogue: ctry_xx',
      'body.siteIds: no such site: elsewhere',
    ])
      expect(error.message).toContain(text);
  });

  it.each([
    [{ description: 'x', type: 'percent' }, 'percentOff is required'],
    [{ description: 'x', type: 'fixed' }, 'amountOffUsdCents is required'],
    [{ ...PERCENT, percentOff: 101 }, 'percentOff'],
    [{ ...PERCENT, code: 'a b' }, 'couponCode must be 3 to 40 letters, digits or hyphens'],
    [
      { ...PERCENT, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      'endsAt must be after startsAt',
    ],
    [{ description: 'x', type: 'gift' }, 'type must be percent, fixed or free_product'],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const refused = await admin.post('/coupons', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(message);
  });

  it('lists by code search, status and batch, newest first, with a total count', async () => {
    await admin.post('/coupons', { ...PERCENT, code: 'FINDME-ONE' });
    await admin.post('/coupons', { ...PERCENT, code: 'FINDME-TWO' });
    const found = (await admin.get('/coupons?search=findme&limit=1')).json().data;
    expect(found.count).toBe(2);
    expect(found.coupons.map((c: { code: string }) => c.code)).toEqual(['FINDME-TWO']);
    const page2 = (await admin.get('/coupons?search=findme&limit=1&page=2')).json().data;
    expect(page2.coupons[0].code).toBe('FINDME-ONE');
    // A % typed in the search is a character, not "everything".
    expect((await admin.get('/coupons?search=%25')).json().data.count).toBe(0);
    expect((await admin.get('/coupons?status=paused')).json().data.count).toBe(0);
    expect((await admin.get('/coupons?status=gone')).statusCode).toBe(400);
    expect((await admin.get('/coupons?limit=101')).statusCode).toBe(400);
  });

  it('pauses and resumes, one audit row per real change, 404 for an unknown coupon', async () => {
    const { coupon } = (await admin.post('/coupons', PERCENT)).json().data;
    const paused = await admin.patch(`/coupons/${coupon.id}`, { status: 'paused' });
    expect(paused.json().data.coupon.status).toBe('paused');
    await admin.patch(`/coupons/${coupon.id}`, { status: 'paused' });
    expect(
      (await auditRows('coupon.pause')).filter((r) => r.target === `coupon:${coupon.id}`),
    ).toHaveLength(1);
    const resumed = await admin.patch(`/coupons/${coupon.id}`, { status: 'active' });
    expect(resumed.json().data.coupon.status).toBe('active');
    expect(await auditRows('coupon.resume')).toHaveLength(1);
    const missing = await admin.patch('/coupons/00000000-0000-4000-8000-000000000000', {
      status: 'paused',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('COUPON_NOT_FOUND');
    expect((await admin.patch(`/coupons/${coupon.id}`, { status: 'off' })).statusCode).toBe(400);
  });

  it('shows who used a coupon: order, e-mail, status and amount', async () => {
    const { coupon } = (await admin.post('/coupons', PERCENT)).json().data;
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const [user] = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from orders where id = ${orderId}`,
    );
    await t.database.db.execute(sql`insert into coupon_redemptions
      (coupon_id, order_id, user_id, email, amount_minor, currency_code, status)
      values (${coupon.id}, ${orderId}, ${user!.user_id}, ${shopper.email}, 150, 'USD', 'held')`);
    const { redemptions } = (await admin.get(`/coupons/${coupon.id}/redemptions`)).json().data;
    expect(redemptions).toEqual([
      {
        orderId,
        email: shopper.email,
        status: 'held',
        amount: { minor: 150, currencyCode: 'USD' },
        createdAt: expect.any(String),
      },
    ]);
    const listed = (await admin.get(`/coupons?search=${coupon.code}`)).json().data.coupons[0];
    expect(listed.uses).toEqual({ redeemed: 0, held: 1 });
    const missing = await admin.get('/coupons/00000000-0000-4000-8000-000000000000/redemptions');
    expect(missing.statusCode).toBe(404);
  });
});

describe('batches of single-use codes', () => {
  it('makes N random single-use codes with the prefix, one batch id, one audit row', async () => {
    const made = await admin.post('/coupons/batches', { ...PERCENT, count: 30, prefix: 'spring' });
    expect(made.statusCode).toBe(200);
    const { batchId, count, codes } = made.json().data;
    expect(count).toBe(30);
    expect(new Set(codes).size).toBe(30);
    for (const code of codes) {
      expect(code.startsWith('SPRING-')).toBe(true);
      expect(code.slice('SPRING-'.length)).toMatch(CROCKFORD);
    }
    const listed = (await admin.get(`/coupons?batchId=${batchId}&limit=100`)).json().data;
    expect(listed.count).toBe(30);
    for (const coupon of listed.coupons)
      expect(coupon).toMatchObject({ batchId, maxRedemptions: 1, maxPerTraveller: 1 });
    const audit = (await auditRows('coupon.batch')).filter((r) => r.target === `batch:${batchId}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ count: 30, prefix: 'SPRING' });
    expect(JSON.stringify(audit)).not.toContain(codes[0]);
  });

  it('exports a batch as a CSV download', async () => {
    const { batchId, codes } = (
      await admin.post('/coupons/batches', { ...PERCENT, count: 3 })
    ).json().data;
    const csv = await admin.get(`/coupons/batches/${batchId}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="coupons-${batchId}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('code,status,redeemed,held,createdAt');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(lines[1]).toMatch(/^[0-9A-Z]{16},active,0,0,\d{4}-/);
    const unknown = await admin.get(
      '/coupons/batches/00000000-0000-4000-8000-000000000000/codes.csv',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect((await admin.get('/coupons/batches/nope/codes.csv')).statusCode).toBe(400);
  });

  it.each([
    [{ ...PERCENT, count: 0 }, 'count'],
    [{ ...PERCENT, count: 5001 }, 'count'],
    [{ ...PERCENT, count: 2, prefix: 'far-too-long' }, 'prefix is up to 8 letters or digits'],
  ])('refuses %j', async (body, message) => {
    const refused = await admin.post('/coupons/batches', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(message);
  });
});

describe('a code made in the back office, at checkout', () => {
  it('is used by a traveller, shows among its uses, and is refused once paused', async () => {
    const { coupon } = (
      await admin.post('/coupons', { ...PERCENT, code: 'BACKOFFICE10', maxPerTraveller: null })
    ).json().data;
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const applied = await t.post(
      `/v1/orders/${orderId}/discounts`,
      { code: 'backoffice10' },
      shopper.headers,
    );
    expect(applied.statusCode).toBe(200);
    const { redemptions } = (await admin.get(`/coupons/${coupon.id}/redemptions`)).json().data;
    expect(redemptions).toEqual([
      expect.objectContaining({ orderId, email: shopper.email, status: 'held' }),
    ]);
    expect(redemptions[0].amount.minor).toBeGreaterThan(0);
    await admin.patch(`/coupons/${coupon.id}`, { status: 'paused' });
    const another = (await shopper.createOrder()).json().data.orderId;
    const refused = await t.post(
      `/v1/orders/${another}/discounts`,
      { code: 'BACKOFFICE10' },
      shopper.headers,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().error.message).toBe('This code is not active at the moment.');
  });
});
