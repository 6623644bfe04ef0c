import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { signedInAdmin } from './support/admin-client';
import { guestShopper } from './support/shopper';
import { useTestApp } from './support/test-app';

const OWNER = 'owner@tern.example';
const t = useTestApp({ adminEmails: [OWNER] });
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin(t, OWNER);
});

const FORM = {
  title: 'Claim your free data',
  fields: [
    { id: 'firstName', type: 'text', label: 'First name', required: true, maxLength: 50 },
    { id: 'lastName', type: 'text', label: 'Last name', required: true },
    { id: 'email', type: 'email', label: 'E-mail', required: true },
    { id: 'phoneNumber', type: 'phone', label: 'Phone', required: true },
    { id: 'flightDate', type: 'date', label: 'Flight date', minDate: '2026-01-01' },
    { id: 'homeCountry', type: 'country', label: 'Home country' },
  ],
};
/** 1 GB for Vietnam: the seeded catalogue sells 1, 3, 5, 10, 20 and 50 GB plans there. */
const PARTNER = { name: 'Demo Air', dataAmount: 1000, destinationId: 'ctry_vn', form: FORM };
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const auditRows = (action: string) =>
  queryRows<{ actor_email: string; target: string; details: Record<string, unknown> }>(
    t.database.db,
    sql`select actor_email, target, details from audit_log where action = ${action} order by id`,
  );

describe('partners', () => {
  it('creates a partner whose free plan is the destination’s plan with its data amount', async () => {
    const created = await admin.post('/partners', {
      ...PARTNER,
      partnerCode: 'demoair',
      logoUrl: PIXEL,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.partner).toMatchObject({
      partnerCode: 'DEMOAIR',
      name: 'Demo Air',
      logoUrl: PIXEL,
      dataAmount: 1000,
      destination: {
        id: 'ctry_vn',
        name: 'Vietnam',
        flagImageUrl: '/flags/1x1/vn.svg',
        slug: 'vietnam',
      },
      active: true,
      bundleId: 'bndl_vn_1gb_7d',
      submissions: 0,
    });
    const [audit] = await auditRows('partner.create');
    expect(audit).toMatchObject({ actor_email: OWNER, target: 'partner:DEMOAIR' });
    expect(audit!.details).toMatchObject({ hasLogo: true, dataAmount: 1000 });
    // The logo's bytes are not the audit log's business.
    expect(JSON.stringify(audit)).not.toContain('base64');
  });

  it('takes the smallest plan above a data amount no plan has exactly', async () => {
    const created = await admin.post('/partners', {
      ...PARTNER,
      partnerCode: 'HALFWAY',
      dataAmount: 1500,
    });
    expect(created.json().data.partner.bundleId).toBe('bndl_vn_3gb_15d');
  });

  it('refuses a data amount the destination does not sell, naming those it does', async () => {
    const refused = await admin.post('/partners', {
      ...PARTNER,
      partnerCode: 'TOOBIG',
      dataAmount: 60_000,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'body.dataAmount: Vietnam has no plan with 60 GB or more; its plans have 1 GB, 3 GB, 5 GB, 10 GB, 20 GB, 50 GB.',
    );
  });

  it.each([
    [{ destinationId: 'reg_europe' }, 'body.destinationId: not a country id of the catalogue'],
    [
      { destinationId: 'ctry_xx' },
      'not a country id of the catalogue (GET /v1/countries): ctry_xx',
    ],
    [{ logoUrl: 'https://example.com/logo.png' }, 'logo must be a PNG, JPEG or WebP image'],
    [{ dataAmount: 50 }, 'dataAmount'],
    [
      { form: { ...FORM, fields: FORM.fields.filter((f) => f.id !== 'email') } },
      'The form needs a required email field with the id "email".',
    ],
    [
      {
        form: {
          ...FORM,
          fields: [
            ...FORM.fields,
            {
              id: 'back',
              type: 'date',
              label: 'Back',
              minDate: '2027-01-02',
              maxDate: '2027-01-01',
            },
          ],
        },
      },
      '"Back": minDate must be on or before maxDate.',
    ],
  ])('refuses %j with a 400 naming the problem', async (change, message) => {
    const refused = await admin.post('/partners', { ...PARTNER, partnerCode: 'BAD', ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(message);
  });

  it('answers 409 for a partner code in use, and 404 when updating an unknown one', async () => {
    await admin.post('/partners', { ...PARTNER, partnerCode: 'TAKEN' });
    const again = await admin.post('/partners', { ...PARTNER, partnerCode: 'taken' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'PARTNER_CODE_TAKEN',
      message: expect.stringContaining('TAKEN is already in use'),
    });
    const missing = await admin.put('/partners/NOBODY', PARTNER);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PARTNER_NOT_FOUND');
  });

  it('replaces a partner’s terms with PUT, audited, its plan worked out again', async () => {
    await admin.post('/partners', { ...PARTNER, partnerCode: 'CHANGING' });
    const updated = await admin.put('/partners/changing', {
      ...PARTNER,
      name: 'Changed Air',
      dataAmount: 5000,
      destinationId: 'ctry_fr',
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.partner).toMatchObject({
      partnerCode: 'CHANGING',
      name: 'Changed Air',
      active: false,
      destination: { id: 'ctry_fr', name: 'France' },
      bundleId: 'bndl_fr_5gb_30d',
    });
    const rows = await auditRows('partner.update');
    expect(rows.at(-1)).toMatchObject({
      target: 'partner:CHANGING',
      details: expect.objectContaining({ name: 'Changed Air', active: false }),
    });
  });

  it('lists partners with their submission counts', async () => {
    const { partners } = (await admin.get('/partners')).json().data;
    const codes = partners.map((p: { partnerCode: string }) => p.partnerCode);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('DEMOAIR');
  });
});

describe('submissions', () => {
  beforeAll(async () => {
    await admin.post('/partners', { ...PARTNER, partnerCode: 'FORMS' });
    const shopper = await guestShopper(t);
    const [user] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where email = ${shopper.email}`,
    );
    const submit = (partner: string, email: string, first: string, extra: object[]) =>
      t.database.db.execute(sql`insert into promo_submissions
        (partner_code, coupon_code, user_id, email, first_name, last_name, phone_number, source, form_data)
        values (${partner}, ${partner}, ${user!.id}, ${email}, ${first}, 'Tran', '+84912345678', 'web',
          ${JSON.stringify([{ id: 'email', value: email }, ...extra])}::jsonb)`);
    await submit('FORMS', 'linh@example.com', 'Linh', [
      { id: 'flightDate', value: '2026-05-01' },
      { id: 'homeCountry', value: '=HYPERLINK("http://evil.example","click")' },
    ]);
    await submit('FORMS', 'an@example.com', 'An, "the first"', [
      { id: 'flightDate', value: '2026-06-01' },
      { id: 'retired', value: '@SUM(A1)' },
    ]);
    await submit('DEMOAIR', 'other@example.com', '-1+1', []);
  });

  it('lists a partner’s submissions newest first, paged, and counts them on the partner', async () => {
    const page = (await admin.get('/submissions?partnerCode=forms&limit=1')).json().data;
    expect(page.count).toBe(2);
    expect(page.submissions).toEqual([
      expect.objectContaining({ partnerCode: 'FORMS', email: 'an@example.com', orderId: null }),
    ]);
    expect((await admin.get('/submissions')).json().data.count).toBe(3);
    const { partners } = (await admin.get('/partners')).json().data;
    expect(
      partners.find((p: { partnerCode: string }) => p.partnerCode === 'FORMS').submissions,
    ).toBe(2);
    expect((await admin.get('/submissions?partnerCode=a%20b')).statusCode).toBe(400);
    expect((await admin.get('/submissions?page=0')).statusCode).toBe(400);
  });

  it('exports CSV: identity columns, one column per form field, formulas defused', async () => {
    const csv = await admin.get('/submissions.csv?partnerCode=FORMS');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="submissions-FORMS.csv"');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,partnerCode,couponCode,email,firstName,lastName,phoneNumber,source,orderId,flightDate,homeCountry,retired',
    );
    expect(lines).toHaveLength(3);
    // Newest first: An (a comma and quotes, so quoted), then Linh.
    expect(lines[1]).toContain(
      `,an@example.com,"An, ""the first""",Tran,'+84912345678,web,,2026-06-01,,'@SUM(A1)`,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    const all = await admin.get('/submissions.csv');
    expect(all.headers['content-disposition']).toBe('attachment; filename="submissions.csv"');
    expect(all.body).toContain(",'-1+1,");
  });
});
