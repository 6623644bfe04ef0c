import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { launchChromium, VIEWPORTS } from './support/chromium';

const base = () => inject('webBaseUrl');
const FRANCE = '/france-mobile-esim-plans';
const PLAN = 'France 5 GB 30 days';
const PREORDER = `/checkout?quantity=1&search=France&bundleId=bndl_fr_5gb_30d&type=preorder&currencySymbol=%24`;
// In London: buying France's plan from France first asks "Are you travelling to France?" (issue
// 25, buying-right-thing.e2e.test.ts), which these journeys do not go through.
const LONDON = { latitude: 51.51, longitude: -0.13 };
const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  confirm: '4000 0027 6000 3184',
};
const UUID = '[0-9a-f-]{36}';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A traveller's browser: located in London (unless told otherwise), fresh cookies and storage. */
async function traveller(
  test: (page: Page, context: BrowserContext) => Promise<void>,
  {
    located = true,
    viewport = VIEWPORTS.desktop,
  }: { located?: boolean; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    viewport,
    locale: 'en-GB',
    ...(located ? { geolocation: LONDON, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  try {
    await test(page, context);
  } finally {
    await context.close();
  }
}

const buyNow = (page: Page, plan = PLAN) =>
  page
    .getByTestId('bundle-card')
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) })
    .getByTestId('buy-now');

async function fillGuestForm(page: Page, email = `sam-${Date.now()}@example.com`) {
  await page.getByLabel('Full name').fill('Sam Traveller');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Country calling code').selectOption('GB');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('7911 123456');
}

/** Buy now on the France page as a guest; returns the new order's id from the checkout URL. */
async function buyAsGuest(page: Page): Promise<string> {
  await page.goto(`${base()}${FRANCE}`);
  await buyNow(page).click();
  const dialog = page.getByRole('dialog', { name: 'Where should we send your eSIM?' });
  await dialog.waitFor();
  await fillGuestForm(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/checkout/${UUID}\\?paymentGateway=sandbox$`));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** From the checkout page: accept the terms and open the hosted sandbox page. */
async function openSandboxPage(page: Page, orderId: string) {
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(`**/pay/sandbox/${orderId}`);
  await page.getByTestId('card-form').waitFor();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Sam Traveller');
  await page.getByTestId('sandbox-pay').click();
}

const orderStatus = async (page: Page, orderId: string) =>
  (await (await page.request.get(`${base()}/api/v1/orders/${orderId}`)).json()).data.order.status;

describe('buy now (spec §4) from a destination page', () => {
  it('asks a guest for their details, creates the order, tracks it and opens the checkout', async () => {
    await traveller(async (page) => {
      const orderId = await buyAsGuest(page);
      const event = await page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.find(
          (e) => e.event === 'add_to_cart',
        ),
      );
      expect(event).toMatchObject({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          items: [
            { item_name: PLAN, item_id: 'bndl_fr_5gb_30d', item_category: 'country', quantity: 1 },
          ],
        },
      });
      expect((event as { ecommerce: { value: number } }).ecommerce.value).toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem('showDocuments'))).toMatch(
        /true|false/,
      );
      await expect(page.getByTestId('summary-plan').textContent()).resolves.toBe(PLAN);
      await expect(page.getByTestId('summary-data').textContent()).resolves.toBe('5 GB');
      await expect(page.getByTestId('summary-validity').textContent()).resolves.toBe('30 days');
      await expect(page.getByTestId('checkout-email').textContent()).resolves.toMatch(
        /^sam-\d+@example\.com$/,
      );
      expect(await orderStatus(page, orderId)).toBe('awaiting_payment');
    });
  });

  it('validates the guest form in the browser before sending anything', async () => {
    await traveller(async (page) => {
      await page.goto(`${base()}${FRANCE}`);
      await buyNow(page).click();
      const dialog = page.getByRole('dialog', { name: 'Where should we send your eSIM?' });
      await dialog.waitFor();
      await page.getByLabel('E-mail').fill('not-an-email');
      await page.getByRole('textbox', { name: 'Phone number' }).fill('123');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByText('Full name is required').isVisible()).resolves.toBe(true);
      await expect(dialog.getByText('Invalid email format').isVisible()).resolves.toBe(true);
      await expect(dialog.getByText('Invalid phone number').isVisible()).resolves.toBe(true);
      // The error summary takes focus; its first link leads to the first field to fix.
      const summary = dialog.getByTestId('guest-failure');
      await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        'Full name is required',
        'Invalid email format',
        'Invalid phone number',
      ]);
      expect(await accessibilityViolations(page)).toEqual([]);
      await summary.getByRole('link').first().click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'fullName',
      );
    });
  });

  it('without location permission: the spec’s alert, no order, no overlay left behind', async () => {
    await traveller(
      async (page) => {
        const orderCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/v1/orders')) orderCalls.push(request.url());
        });
        const alerted = new Promise<string>((resolve) => {
          page.once('dialog', async (dialog) => {
            resolve(dialog.message());
            await dialog.accept();
          });
        });
        await page.goto(`${base()}${FRANCE}`);
        await buyNow(page).click();
        expect(await alerted).toBe('Please enable your location service!');
        await page.getByTestId('purchase-overlay').waitFor({ state: 'detached' });
        expect(orderCalls).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(FRANCE);
      },
      { located: false },
    );
  });

  it('says the alert in Vietnamese on /vi pages', async () => {
    await traveller(
      async (page) => {
        const alerted = new Promise<string>((resolve) => {
          page.once('dialog', async (dialog) => {
            resolve(dialog.message());
            await dialog.accept();
          });
        });
        await page.goto(`${base()}/vi${FRANCE}`);
        // Issue 26: the plan as Vietnamese names it.
        await buyNow(page, 'Pháp 5 GB 30 ngày').click();
        expect(await alerted).toBe('Vui lòng bật dịch vụ định vị của bạn!');
      },
      { located: false },
    );
  });
});

describe('the checkout page /checkout/{orderId}', () => {
  const orderCurrency = async (page: Page, orderId: string) =>
    (await (await page.request.get(`${base()}/api/v1/orders/${orderId}`)).json()).data.order.total
      .currencyCode;
  /** The browser's calls about orders, as "METHOD path?query". */
  const orderCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/orders/'))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    return calls;
  };
  const setCurrency = (context: BrowserContext, value: string) =>
    context.addCookies([{ name: 'tern_currency', value, url: base() }]);
  /** Opens the checkout, whose re-pricing is refused: the order stays in US dollars, payable. */
  async function expectRepriceRefused(page: Page, orderId: string, status: number) {
    const refused = page.waitForResponse((r) => r.url().endsWith(`/${orderId}/reprice`));
    await page.goto(`${base()}/checkout/${orderId}`);
    expect((await refused).status()).toBe(status);
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="pay-button"]')?.hasAttribute('disabled'),
    );
    expect(await page.getByTestId('summary-price').textContent()).toMatch(/^US\$\d+\.\d\d$/);
    expect(await orderCurrency(page, orderId)).toBe('USD');
  }

  it('charges in the chosen currency: re-prices with POST …/reprice, never by reading', async () => {
    await traveller(async (page, context) => {
      const orderId = await buyAsGuest(page);
      expect(await orderCurrency(page, orderId)).toBe('USD');
      // Away from the open checkout first: it would follow the new currency at once.
      await page.goto('about:blank');
      await setCurrency(context, 'EUR');
      // A read (a crawler, a prefetch, the page without its scripts) leaves the order as it is.
      expect((await context.request.get(`${base()}/checkout/${orderId}`)).status()).toBe(200);
      expect(await orderCurrency(page, orderId)).toBe('USD');

      const calls = orderCalls(page);
      const response = await page.goto(`${base()}/checkout/${orderId}/?paymentGateway=sandbox`);
      expect(response?.status()).toBe(200);
      await page
        .getByTestId('summary-price')
        .filter({ hasText: /^€\d+\.\d\d$/ })
        .waitFor();
      const pay = page.getByTestId('pay-button');
      expect(await pay.textContent()).toMatch(/^Pay €\d+\.\d\d$/);
      expect(await pay.isEnabled()).toBe(true);
      expect(await page.getByTestId('repricing').textContent()).toBe('');
      expect(calls).toEqual([`POST /api/v1/orders/${orderId}/reprice`]);
      expect(await orderCurrency(page, orderId)).toBe('EUR');
      // The hosted page charges what the checkout showed.
      await openSandboxPage(page, orderId);
      expect(await page.getByTestId('pay-amount').textContent()).toMatch(/^€\d+\.\d\d$/);
    });
  });

  it('keeps the order as it is in a currency the shop does not sell', async () => {
    await traveller(async (page, context) => {
      const orderId = await buyAsGuest(page);
      await setCurrency(context, 'ZZZ');
      await expectRepriceRefused(page, orderId, 400);
    });
  });

  it('keeps the order as it is while a 3-D Secure step is open for its price (409)', async () => {
    await traveller(async (page, context) => {
      const orderId = await buyAsGuest(page);
      await openSandboxPage(page, orderId);
      await payWith(page, CARDS.confirm);
      await page.getByTestId('three-d-secure').waitFor();
      await setCurrency(context, 'EUR');
      await expectRepriceRefused(page, orderId, 409);
    });
  });
});

describe('paying on the hosted sandbox page', () => {
  it('requires the terms before paying', async () => {
    await traveller(async (page) => {
      const orderId = await buyAsGuest(page);
      await page.getByTestId('pay-button').click();
      await page.getByTestId('terms-error').waitFor();
      expect(page.url()).toContain(`/checkout/${orderId}`);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'acceptTerms',
      );
    });
  });

  it('shows a declined card honestly, keeps the form usable and leaves the order unpaid', async () => {
    await traveller(async (page) => {
      const orderId = await buyAsGuest(page);
      await openSandboxPage(page, orderId);
      await payWith(page, CARDS.declined);
      await page.getByTestId('pay-notice').getByText('declined').waitFor();
      expect(await page.getByTestId('sandbox-pay').isEnabled()).toBe(true);
      expect(await orderStatus(page, orderId)).toBe('awaiting_payment');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  it('passes the 3-D Secure step when approved and goes to the eSIM page', async () => {
    await traveller(async (page) => {
      const orderId = await buyAsGuest(page);
      await openSandboxPage(page, orderId);
      await payWith(page, CARDS.confirm);
      const challenge = page.getByTestId('three-d-secure');
      await challenge.waitFor();
      await expect(
        challenge.getByRole('heading', { name: 'Confirm this payment with your bank' }).isVisible(),
      ).resolves.toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByTestId('approve-3ds').click();
      await page.waitForURL(`**/esims/${orderId}`);
      expect(await orderStatus(page, orderId)).not.toBe('awaiting_payment');
      // Paid: the checkout now sends the traveller to their eSIM instead.
      await page.goto(`${base()}/checkout/${orderId}`);
      expect(new URL(page.url()).pathname).toBe(`/esims/${orderId}`);
    });
  });

  it('keeps a pasted expiry in any common shape (12 / 34, 12-34, 12/2034…)', async () => {
    await traveller(async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const orderId = await buyAsGuest(page);
      await openSandboxPage(page, orderId);
      const expiry = page.getByLabel('Expiry (MM/YY)');
      for (const pasted of ['12 / 34', '12/2034', '12-34', '1234']) {
        await expiry.fill('');
        await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
        await expiry.focus();
        await page.keyboard.press('ControlOrMeta+V');
        expect(await expiry.inputValue(), pasted).toBe('12/34');
      }
    });
  });

  it('says so when the 3-D Secure step is cancelled and lets the traveller try again', async () => {
    await traveller(async (page) => {
      const orderId = await buyAsGuest(page);
      await openSandboxPage(page, orderId);
      await payWith(page, CARDS.confirm);
      await page.getByTestId('cancel-3ds').click();
      await page.getByTestId('pay-notice').getByText('You cancelled the confirmation').waitFor();
      await page.getByTestId('card-form').waitFor();
      expect(await orderStatus(page, orderId)).toBe('awaiting_payment');
      await payWith(page, CARDS.pays);
      await page.waitForURL(`**/esims/${orderId}`);
    });
  });
});

describe('the preorder route /checkout?…type=preorder (spec §2)', () => {
  it('shows the plan at the server’s price, takes guest details and creates the order', async () => {
    await traveller(async (page) => {
      const hydrationErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text())) {
          hydrationErrors.push(message.text());
        }
      });
      await page.goto(`${base()}${PREORDER}`);
      await expect(page.getByTestId('summary-plan').textContent()).resolves.toBe(PLAN);
      await page.getByRole('heading', { name: 'Where should we send your eSIM?' }).waitFor();
      await expect(page.getByTestId('summary-price').textContent()).resolves.toMatch(
        /^US\$\d+\.\d\d$/,
      );
      expect(await accessibilityViolations(page)).toEqual([]);
      await fillGuestForm(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.waitForURL(new RegExp(`/checkout/${UUID}\\?paymentGateway=sandbox$`));
      expect(hydrationErrors).toEqual([]);
    });
  });

  it('prices the summary in the chosen currency', async () => {
    await traveller(async (page, context) => {
      await context.addCookies([{ name: 'tern_currency', value: 'EUR', url: base() }]);
      await page.goto(`${base()}${PREORDER}`);
      await expect(page.getByTestId('summary-price').textContent()).resolves.toMatch(
        /^€\d+\.\d\d$/,
      );
    });
  });

  it('explains an unknown plan and links back to the plans instead of failing', async () => {
    await traveller(async (page) => {
      const response = await page.goto(
        `${base()}/checkout?quantity=1&search=France&bundleId=bndl_atlantis&type=preorder`,
      );
      expect(response?.status()).toBe(200);
      await page.getByTestId('preorder-problem').waitFor();
      expect(await page.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
        FRANCE,
      );
      await page.goto(`${base()}/checkout?bundleId=%3Cscript%3E`);
      await page.getByText('We could not find this plan').waitFor();
    });
  });
});

describe('the checkout is its owner’s only', () => {
  it('answers 404 to anyone else, and to nonsense ids', async () => {
    let orderId = '';
    await traveller(async (page) => {
      orderId = await buyAsGuest(page);
    });
    await traveller(async (page) => {
      expect((await page.goto(`${base()}/checkout/${orderId}`))?.status()).toBe(404);
      expect((await page.goto(`${base()}/pay/sandbox/${orderId}`))?.status()).toBe(404);
      expect((await page.goto(`${base()}/checkout/not-an-order`))?.status()).toBe(404);
    });
  });
});

describe('accessibility of the checkout and payment pages', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ])('has no axe violations at %s width', async (_name, viewport) => {
    await traveller(
      async (page) => {
        const orderId = await buyAsGuest(page);
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.getByTestId('pay-button').click();
        await page.getByTestId('terms-error').waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await openSandboxPage(page, orderId);
        expect(await accessibilityViolations(page)).toEqual([]);
      },
      { viewport },
    );
  });
});
