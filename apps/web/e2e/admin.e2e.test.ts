import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyEsim, getOrder } from './esim-purchase';
import { signInWithCode, startAdminStore } from './support/admin-store';
import { accessibilityViolations } from './support/axe';
import { hydrated, openPage, VIEWPORTS } from './support/chromium';
import { auditControls, watchFocus } from './support/keyboard';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 23's back office on a store of this file's own, whose API makes ADMIN an admin
 * (ADMIN_EMAILS): the admin signs in with the e-mailed code, makes codes (one a traveller then
 * gets an eSIM free with, a batch as CSV), a partner with its form, refunds a line; travellers
 * and signed-out visitors are refused, by the pages and by the API.
 */
const browser = sharedBrowserForFile();
const ADMIN = 'owner@tern.example';
const shots = process.env.E2E_SCREENSHOTS;
/** Unique per run, so codes and partner codes never meet an earlier run's. */
const RUN = Date.now().toString(36).toUpperCase();
/** A 1×1 PNG: the smallest logo there is. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let store: Awaited<ReturnType<typeof startAdminStore>>;
const base = () => store.webUrl;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  store = await startAdminStore([ADMIN]);
  admin = await openPage(browser(), VIEWPORTS.desktop);
  await watchFocus(admin.context);
  await signInWithCode(admin.page, base(), ADMIN, '/admin');
}, 180_000);
afterAll(async () => {
  await admin?.context.close();
  await store?.stop();
});

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

/** Goes to a back-office page and waits for its title. */
async function open(page: Page, path: string, title: string) {
  await page.goto(`${base()}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** A new admin page of the signed-in admin's session, at `viewport`. */
async function adminTab(viewport: { width: number; height: number }) {
  const page = await admin.context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** Fills the "one code" form with a percentage and creates it; the code, as the shop shows it. */
async function createPercentCode(page: Page, code: string, percent: number) {
  await open(page, '/admin/coupons/new', 'Create codes');
  await page.getByLabel('Code (optional)').fill(code);
  await page.getByLabel('Description').fill(`${percent}% off for the e2e run`);
  await page.getByLabel('What it gives').selectOption('percent');
  await page.getByLabel('Percent off (1 to 100)').fill(String(percent));
  await page.getByLabel('Uses per traveller').fill('');
  await page.getByRole('button', { name: 'Create the code' }).click();
  await page.getByRole('heading', { name: `Code ${code} created` }).waitFor();
}

describe('the back office refuses everyone but an admin (issue 23)', () => {
  it('shows a signed-out visitor "not allowed" with a way to sign in, uncached and unindexed', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    try {
      const response = await page.goto(`${base()}/admin/coupons`);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      const denied = page.getByTestId('admin-denied');
      await denied
        .getByRole('heading', { name: 'You are not allowed to open this page' })
        .waitFor();
      const signIn = denied.getByRole('link', { name: 'Sign in' });
      expect(await signIn.getAttribute('href')).toBe(
        `/sign-in?next=${encodeURIComponent('/admin/coupons')}`,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      expect(await page.getByTestId('admin-page').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'admin-denied-375');

      const api = await context.request.get(`${base()}/api/v1/admin/coupons`);
      expect(api.status()).toBe(401);
      const robots = await (await context.request.get(`${base()}/robots.txt`)).text();
      expect(robots).toContain('Disallow: /admin');
      const sitemap = await (await context.request.get(`${base()}/sitemap.xml`)).text();
      expect(sitemap).not.toContain('/admin');
    } finally {
      await context.close();
    }
  });

  it('refuses a signed-in traveller on every page and in the API, in both languages', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      const { email } = await buyEsim(context.request, base(), { pay: false });
      for (const path of ['/admin', '/admin/orders', '/admin/partners/new']) {
        await page.goto(`${base()}${path}`);
        await page.getByText(`${email} is not an admin account`).waitFor();
      }
      await page.goto(`${base()}/vi/admin`);
      await page.getByRole('heading', { name: 'Bạn không được phép mở trang này' }).waitFor();
      for (const path of ['/admin/coupons', '/admin/audit', '/admin/partners']) {
        expect((await context.request.get(`${base()}/api/v1${path}`)).status(), path).toBe(403);
      }
    } finally {
      await context.close();
    }
  });
});

describe('an admin runs the codes (issue 23)', () => {
  it('makes a 100%-off code that a traveller then uses to get an eSIM free', async () => {
    const page = await adminTab(VIEWPORTS.desktop);
    const code = `FREE-${RUN}`;
    await createPercentCode(page, code, 100);
    await page.getByRole('link', { name: 'See the code' }).click();
    const card = page.getByTestId('admin-coupon').filter({ hasText: code });
    await card.waitFor();
    expect(await card.textContent()).toContain('100% off');
    expect(await card.textContent()).toContain('Active');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The traveller's checkout: the code covers everything, so there is nothing to pay.
    const traveller = await openPage(browser(), VIEWPORTS.phone);
    try {
      const { orderId, email } = await buyEsim(traveller.context.request, base(), { pay: false });
      const checkout = traveller.page;
      await checkout.goto(`${base()}/checkout/${orderId}`);
      await hydrated(checkout);
      await checkout.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
      await checkout.getByRole('button', { name: 'Apply' }).click();
      const free = checkout.getByRole('button', { name: 'Get it free' });
      await free.waitFor();
      expect(await checkout.getByTestId('pay-button').count()).toBe(0);
      expect(await checkout.getByTestId('summary-price').textContent()).toContain('0.00');
      expect(await accessibilityViolations(checkout)).toEqual([]);
      await shot(checkout, 'checkout-free-375');

      // The terms still come first.
      await free.click();
      await checkout.getByTestId('terms-error').waitFor();
      await checkout.getByTestId('accept-terms').check();
      await free.click();
      await checkout.waitForURL(`**/esims/${orderId}`);
      const fact = checkout.getByTestId('order-discount');
      await fact.waitFor();
      expect(await fact.textContent()).toContain(code);
      const placed = await getOrder(traveller.context.request, base(), orderId);
      expect(placed.status).not.toBe('awaiting_payment');
      expect(placed.total.minor).toBe(0);

      // The admin finds that order by the traveller's address and sees the code on it.
      await open(page, `/admin/orders?query=${encodeURIComponent(email)}`, 'Orders');
      await page.getByRole('link', { name: orderId.slice(0, 8).toUpperCase() }).click();
      await page.getByRole('heading', { level: 2, name: 'Discounts' }).waitFor();
      expect(await page.getByRole('region', { name: 'Table of lines' }).textContent()).toContain(
        'France',
      );
      expect(await page.locator('main').textContent()).toContain(code);
      expect(await page.getByTestId('admin-order-total').textContent()).toBe('US$0.00');

      // The code's uses name the order.
      await open(page, `/admin/coupons?search=${code}`, 'Coupons');
      await page.getByRole('button', { name: `Uses of ${code}` }).click();
      await page.getByRole('link', { name: orderId.slice(0, 8).toUpperCase() }).waitFor();

      // And the audit log says who made the code.
      await open(page, '/admin/audit', 'Audit log');
      const entry = page.getByTestId('audit-entry').filter({ hasText: code }).first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain(ADMIN);
    } finally {
      await traveller.context.close();
      await page.close();
    }
  });

  it('makes a batch of single-use codes, downloads them as CSV, and pauses one', async () => {
    const page = await adminTab(VIEWPORTS.phone);
    try {
      await open(page, '/admin/coupons/new', 'Create codes');
      await page.getByLabel('A batch of single-use codes').check();
      await page.getByLabel('How many codes').fill('3');
      await page.getByLabel('Prefix (optional)').fill('E2E');
      await page.getByLabel('Description').fill('Conference give-away');
      await page.getByLabel('What it gives').selectOption('fixed');
      await page.getByLabel('Amount off (US$)').fill('2.50');
      // Wrong typing is caught before anything is sent.
      await page.getByLabel('Minimum spend (US$)').fill('ten');
      await page.getByRole('button', { name: 'Create the codes' }).click();
      // The error summary takes focus, its link leading to the field.
      const summary = page.getByTestId('coupon-form-error');
      await summary
        .getByRole('link', { name: 'Enter an amount in US dollars, such as 5 or 4.99' })
        .click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('coupon-minSpend');
      await page.getByLabel('Minimum spend (US$)').fill('');
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'admin-new-batch-375');
      await page.getByRole('button', { name: 'Create the codes' }).click();
      await page.getByRole('heading', { name: '3 single-use codes created' }).waitFor();

      const csvHref = await page
        .getByRole('link', { name: 'Download the codes (CSV)' })
        .getAttribute('href');
      const csv = await admin.context.request.get(`${base()}${csvHref}`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toMatch(/text\/csv/);
      const rows = (await csv.text()).trim().split(/\r?\n/);
      expect(rows).toHaveLength(4);
      for (const row of rows.slice(1)) expect(row).toMatch(/^E2E/);

      await page.getByRole('link', { name: 'See the batch' }).click();
      await expect.poll(() => page.getByTestId('admin-coupon').count()).toBe(3);
      const first = page.getByTestId('admin-coupon').first();
      const batchCode = (await first.getByRole('heading').textContent()) ?? '';
      await first.getByRole('button', { name: `Pause ${batchCode}` }).click();
      await first.getByRole('button', { name: `Resume ${batchCode}` }).waitFor();
      expect(await first.textContent()).toContain('Paused');
    } finally {
      await page.close();
    }
  });
});

describe('an admin runs partners, submissions and orders (issue 23)', () => {
  it('adds a partner with a logo and a form the editor checks as it is written', async () => {
    const page = await adminTab(VIEWPORTS.desktop);
    const partnerCode = `SKY${RUN}`.slice(0, 32);
    try {
      await open(page, '/admin/partners/new', 'Add a partner');
      await page.getByLabel('Partner code').fill(partnerCode);
      await page.getByLabel('Name', { exact: true }).fill('Sky Air');
      await page
        .getByLabel('Logo')
        .setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: LOGO_PNG });
      await page.getByRole('img', { name: 'Sky Air logo' }).waitFor();
      await page.getByLabel('Free data (MB)').fill('2000');
      await page.getByLabel('Destination').selectOption({ label: 'Japan' });
      await page.getByLabel('Form title').fill('Sky Air: 2 GB free in Japan');

      // Without its e-mail field the form cannot be saved, in the domain's words.
      const problems = page.getByTestId('form-problems');
      await page.getByRole('button', { name: 'Remove Email' }).click();
      await problems
        .getByText('The form needs a required email field with the id "email".')
        .waitFor();
      await page.getByRole('button', { name: 'Create the partner' }).click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'form-problems',
      );

      await page.getByRole('button', { name: 'Add a field' }).click();
      const added = page.getByTestId('form-field').last();
      await added.getByLabel('Id').fill('email');
      await added.getByLabel('Type').selectOption('email');
      await added.getByLabel('Label').fill('Email');
      await added.getByLabel('Required').check();
      await page.getByRole('button', { name: 'Add a field' }).click();
      const travelDate = page.getByTestId('form-field').last();
      await travelDate.getByLabel('Id').fill('startDate');
      await travelDate.getByLabel('Type').selectOption('date');
      await travelDate.getByLabel('Label').fill('Travel date');
      await travelDate.getByLabel('Earliest date').fill('2027-01-01');
      await travelDate.getByLabel('Latest date').fill('2027-12-31');
      await page.getByRole('button', { name: 'Move Travel date up' }).click();
      await expect.poll(() => problems.textContent()).toBe('');
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'admin-partner-new-1280');

      await page.getByRole('button', { name: 'Create the partner' }).click();
      await page.waitForURL(`${base()}/admin/partners`);
      const card = page.getByTestId('admin-partner').filter({ hasText: partnerCode });
      await card.waitFor();
      expect(await card.textContent()).toContain('2 GB of free data for Japan');
      expect(await card.textContent()).toContain('5 fields');

      // Edited: the same form, with its fields in the order they were saved.
      await card.getByRole('link', { name: 'Edit Sky Air' }).click();
      await page.getByRole('heading', { level: 1, name: `Partner ${partnerCode}` }).waitFor();
      const labels = await page.getByTestId('form-field').locator('legend').allTextContents();
      expect(labels.at(-2)).toBe('Field 4: Travel date');
      await page.getByLabel('Name', { exact: true }).fill('Sky Air Japan');
      await page.getByRole('button', { name: 'Save the partner' }).click();
      await page.waitForURL(`${base()}/admin/partners`);
      await page.getByRole('heading', { name: 'Sky Air Japan' }).waitFor();

      // Its submissions: none yet, and their export.
      await page.getByRole('link', { name: 'Submissions for Sky Air Japan' }).click();
      await page.getByText('No traveller has sent this form yet.').waitFor();
      const csvHref = await page.getByTestId('submissions-csv').getAttribute('href');
      expect(csvHref).toBe(`/api/v1/admin/submissions.csv?partnerCode=${partnerCode}`);
      const csv = await admin.context.request.get(`${base()}${csvHref}`);
      expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    } finally {
      await page.close();
    }
  });

  it('has coupon fields and focus rings at 3:1, and an error summary that takes focus', async () => {
    const page = await adminTab(VIEWPORTS.desktop);
    try {
      await open(page, '/admin/coupons/new', 'Create codes');
      await hydrated(page);
      const audit = await auditControls(page);
      expect(audit.problems).toEqual([]);
      expect(audit.bounded).toBeGreaterThan(5);
      // A percentage code without its percentage.
      await page.getByRole('button', { name: 'Create the code' }).click();
      const summary = page.getByTestId('coupon-form-error');
      await summary.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      const link = summary.getByRole('link').first();
      const id = await link.evaluate((a) => (a as HTMLAnchorElement).hash.slice(1));
      await link.click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
      expect(await page.locator(`[id="${id}"]`).getAttribute('aria-invalid')).toBe('true');
    } finally {
      await page.close();
    }
  });

  it('refunds a line of a paid order with a note, after a confirmation', async () => {
    const traveller = await openPage(browser(), VIEWPORTS.desktop);
    const page = await adminTab(VIEWPORTS.phone);
    try {
      const { orderId } = await buyEsim(traveller.context.request, base());
      await open(page, `/admin/orders?query=${orderId}`, 'Orders');
      await page.getByRole('link', { name: orderId.slice(0, 8).toUpperCase() }).click();
      await page.getByRole('heading', { level: 2, name: 'Lines' }).waitFor();
      await page.getByRole('button', { name: /^Refund France/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Refund this line?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /^Refund US\$/ }).click();
      await dialog.getByText('Say why the line is refunded').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      // The shared modal's Tab wrap: Tab and Shift+Tab go round its four controls, never out.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 1; i <= 6; i += 1) {
          await page.keyboard.press(key);
          const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
          expect(inside, `${key} ${i} stays in the dialog`).toBe(true);
        }
      }
      await shot(page, 'admin-refund-375');
      await dialog.getByLabel('Note (why)').fill('Bought twice by mistake');
      await dialog.getByRole('button', { name: /^Refund US\$/ }).click();

      await page.getByTestId('admin-order-refund').waitFor();
      const refunded = await getOrder(traveller.context.request, base(), orderId);
      expect(refunded.refunds.map((r) => r.reason)).toEqual(['shop_refunded']);
      await open(page, '/admin/audit', 'Audit log');
      const entry = page.getByTestId('audit-entry').filter({ hasText: orderId }).first();
      await entry.waitFor();
      expect(await entry.textContent()).toContain('Bought twice by mistake');
    } finally {
      await page.close();
      await traveller.context.close();
    }
  });

  // Nine screens, each checked by axe: a test per width, with room for a busy machine.
  it.each([VIEWPORTS.phone, VIEWPORTS.desktop])(
    'has no WCAG A/AA violations on any back-office screen, nor is any wider than the screen ($width px)',
    async (viewport) => {
      const traveller = await openPage(browser(), VIEWPORTS.desktop);
      const { orderId } = await buyEsim(traveller.context.request, base());
      await traveller.context.close();
      const page = await adminTab(viewport);
      try {
        for (const [path, title, name] of [
          ['/admin', 'Back office', 'overview'],
          ['/admin/coupons', 'Coupons', 'coupons'],
          ['/admin/coupons/new', 'Create codes', 'coupons-new'],
          ['/admin/partners', 'Partners', 'partners'],
          ['/admin/partners/DEMOAIR', 'Partner DEMOAIR', 'partner-demoair'],
          ['/admin/submissions', 'Form submissions', 'submissions'],
          ['/admin/orders?query=a', 'Orders', 'orders'],
          ['/admin/audit', 'Audit log', 'audit'],
          [`/admin/orders/${orderId}`, `Order ${orderId.slice(0, 8).toUpperCase()}`, 'order'],
        ] as const) {
          await open(page, path, title);
          await hydrated(page);
          expect(await accessibilityViolations(page), path).toEqual([]);
          // Wide tables scroll in their own box; the page itself never scrolls sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(
            viewport.width,
          );
          await shot(page, `admin-${name}-${viewport.width}`);
        }
      } finally {
        await page.close();
      }
    },
    150_000,
  );
});
