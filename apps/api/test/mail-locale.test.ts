import { beforeAll, describe, expect, it } from 'vitest';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeAll(async () => {
  await stockSimulator(t.database.db, 10);
});

/** Brands, codes, units, links and the plan's own (catalogue) name may stay Latin. */
const KEPT =
  /https?:\/\/\S+|[\w.+-]+@[\w.-]+|LPA:\S+|SM-DP\+|US\$|\b(Tern|eSIM|iPhone|iOS|Wi-Fi|QR|ICCID|LPA|GB|MB)\b/g;

/** Places an order in `locale` (or none), pays it, delivers it, and returns its receipt. */
async function receiptFor(locale?: string) {
  const shopper = await guestShopper(t);
  const created = await t.post(
    '/v1/orders',
    { bundleId: 'bndl_fr_5gb_30d', quantity: 1, ...HERE, ...(locale ? { locale } : {}) },
    shopper.headers,
  );
  expect(created.statusCode).toBe(200);
  const { orderId } = created.json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  await t.app.jobs.runDue();
  const order = (await shopper.order(orderId)).body.data.order;
  expect(order.status).toBe('fulfilled');
  const receipts = t.mailer.sent.filter((m) => m.to === shopper.email);
  expect(receipts).toHaveLength(1);
  const plan = order.lines[0]!.name;
  const codes = [order.id, order.esim.smdpAddress, order.esim.matchingId, order.esim.iccid];
  const bare = [plan, ...codes].reduce(
    (text, kept) => text.split(kept).join(''),
    receipts[0]!.text,
  );
  return { mail: receipts[0]!, order, bare: bare.replace(KEPT, '') };
}

describe('the receipt is written in the language the order was placed in', () => {
  it('Vietnamese, for an order placed in vi', async () => {
    const { mail, order, bare } = await receiptFor('vi');
    expect(mail.subject).toMatch(/^eSIM Tern của bạn đã sẵn sàng/);
    expect(mail.text).toContain('Cảm ơn bạn đã đặt hàng.');
    expect(mail.text).toContain(order.esim.matchingId);
    expect(mail.html).toContain('<html lang="vi" dir="ltr">');
    expect(bare).not.toMatch(/\b(the|your|you|and|thank|order|plan|paid|install)\b/i);
  });

  it('Arabic, right to left, for an order placed in ar', async () => {
    const { mail, order, bare } = await receiptFor('ar');
    expect(mail.subject).toMatch(/^شريحة eSIM من Tern جاهزة/);
    expect(mail.text).toContain('شكرًا لك على طلبك.');
    expect(mail.text).toContain(order.esim.matchingId);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('cid:esim-qr');
    for (const line of mail.text.split('\n').filter(Boolean))
      expect(line.startsWith('\u200f')).toBe(true);
    expect(bare).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('English when the order names no language, as orders before languages were', async () => {
    const { mail } = await receiptFor();
    expect(mail.subject).toMatch(/^Your Tern eSIM is ready/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses a language the site does not have', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, ...HERE, locale: 'fr' },
      shopper.headers,
    );
    expect(created.statusCode).toBe(400);
  });
});

describe('the sign-in code e-mail', () => {
  it('is written in the language it was asked in, the code still first in the subject', async () => {
    const email = `ar-${Math.random().toString(36).slice(2)}@example.com`;
    const asked = await t.post(
      '/v1/auth/login-code',
      { email, locale: 'ar' },
      { 'x-forwarded-for': '198.51.100.201' },
    );
    expect(asked.statusCode).toBe(200);
    const mail = t.mailer.sent.findLast((m) => m.to === email)!;
    expect(mail.subject).toMatch(/^\d{6} هو رمز تسجيل الدخول إلى Tern$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('خلال الدقائق الـ10 القادمة');
  });
});
