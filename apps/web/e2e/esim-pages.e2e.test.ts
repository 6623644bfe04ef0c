import type { Order } from '@tern/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyEsim, type EsimDelivery, inBrowserOf, waitForEsim } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');
const IPHONE_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const browser = sharedBrowserForFile();
/** One traveller with one delivered eSIM, shared by the read-only tests below. */
let owner: { context: BrowserContext; order: Order; esim: EsimDelivery };

beforeAll(async () => {
  const { context } = await openPage(browser());
  const { orderId } = await buyEsim(context.request, base());
  owner = { context, ...(await waitForEsim(context.request, base(), orderId)) };
});

afterAll(async () => {
  await owner?.context.close();
});

/** A page in the owner's browser (same cookies), closed afterwards. */
const asOwner = (
  path: string,
  test: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) => inBrowserOf(owner.context, `${base()}${path}`, test, viewport);

const esimPath = () => `/esims/${owner.order.id}`;

describe('eSIM page, delivered', () => {
  it('shows the QR code, the SM-DP+ address and the activation code from the server', () =>
    asOwner(esimPath(), async (page) => {
      expect(await page.getByTestId('esim-title').textContent()).toBe('France eSIM');
      const qr = page.getByRole('img', { name: 'QR code to install your France eSIM' });
      expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('esim-smdp').textContent()).toBe(owner.esim.smdpAddress);
      expect(await page.getByTestId('esim-activation-code').textContent()).toBe(
        owner.esim.matchingId,
      );
      expect(await page.getByTestId('esim-iccid').textContent()).toBe(owner.esim.iccid);
      expect(await page.getByTestId('esim-status').textContent()).toBe('Ready to install');
      expect(await page.getByTestId('esim-activation-policy').textContent()).toMatch(/France/);
      // What the card was charged, from the order's payment.
      expect(await page.getByTestId('order-charged').textContent()).toMatch(
        /^US\$\d+\.\d\d · Visa ending in 4242$/,
      );
    }));

  it('links to the one-tap iPhone install with the activation code', () =>
    asOwner(esimPath(), async (page) => {
      const href = await page.getByTestId('install-ios-link').getAttribute('href');
      expect(href).toBe(owner.esim.iosInstallUrl);
      expect(
        href?.startsWith('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata='),
      ).toBe(true);
      // On a desktop it is offered, with a note on which phones it works.
      expect(await page.getByTestId('install-ios').textContent()).toContain(
        'On an iPhone with iOS 17.4 or later',
      );
    }));

  it('copies each code with the keyboard and announces it', async () => {
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    await asOwner(esimPath(), async (page) => {
      const copySmdp = page.getByRole('button', { name: 'Copy SM-DP+ address' });
      const copyCode = page.getByRole('button', { name: 'Copy Activation code' });
      expect(await page.getByRole('button', { name: /^Copy/ }).count()).toBe(3);
      await copySmdp.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'SM-DP+ address copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        owner.esim.smdpAddress,
      );
      await copyCode.focus();
      await page.keyboard.press('Space');
      await page.getByRole('status').filter({ hasText: 'Activation code copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner.esim.matchingId);
    });
  });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`has no accessibility violations at ${viewport.width} px`, () =>
      asOwner(
        esimPath(),
        async (page) => {
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        viewport,
      ));
  }

  it('is in Vietnamese under /vi', () =>
    asOwner(`/vi${esimPath()}`, async (page) => {
      // Issue 26: the destination as Vietnamese names it.
      expect(await page.getByTestId('esim-title').textContent()).toBe('eSIM Pháp');
      await page.getByRole('button', { name: 'Sao chép Địa chỉ SM-DP+' }).waitFor();
    }));

  it('makes the iPhone link the main button on an iPhone with iOS 17.4', async () => {
    const context = await browser().newContext({
      userAgent: IPHONE_17_4,
      viewport: VIEWPORTS.phone,
    });
    try {
      await context.addCookies(await owner.context.cookies());
      const page = await context.newPage();
      await page.goto(`${base()}${esimPath()}`);
      await page.getByText('Your iPhone can install it in one tap.').waitFor();
      expect(await page.getByTestId('install-ios-link').getAttribute('class')).toContain(
        'bg-brand-700',
      );
    } finally {
      await context.close();
    }
  });
});

describe('eSIM page, only for its owner', () => {
  it('is a 404 for a visitor without a session', async () => {
    const { context, page } = await openPage(browser());
    try {
      const response = await page.goto(`${base()}${esimPath()}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByTestId('esim-qr').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is a 404 for another signed-in traveller', async () => {
    const { context, page } = await openPage(browser());
    try {
      await buyEsim(context.request, base(), { pay: false });
      const response = await page.goto(`${base()}${esimPath()}`);
      expect(response?.status()).toBe(404);
      expect(await page.content()).not.toContain(owner.esim.matchingId);
    } finally {
      await context.close();
    }
  });

  it('sends an unpaid order back to checkout', async () => {
    const { context, page } = await openPage(browser());
    try {
      const { orderId } = await buyEsim(context.request, base(), { pay: false });
      await page.goto(`${base()}/esims/${orderId}`);
      const link = page.getByRole('link', { name: 'Continue to payment' });
      expect(await link.getAttribute('href')).toBe(`/checkout/${orderId}`);
    } finally {
      await context.close();
    }
  });
});

describe('order history', () => {
  it('lists the eSIM with its data, a status and a View eSIM link to its page', () =>
    asOwner('/profile?orderHistory=true', async (page) => {
      const card = page.locator(`[data-testid="ordered-esim"][data-order-id="${owner.order.id}"]`);
      expect(await card.getByRole('heading').textContent()).toBe('France');
      expect(await card.getByTestId('ordered-esim-data').textContent()).toBe('5 GB');
      expect(await card.getByTestId('ordered-esim-status').textContent()).toBe('Not installed');
      await card.getByRole('progressbar', { name: /Data left/ }).waitFor();
      await card.getByRole('link', { name: 'View eSIM: France' }).click();
      await page.waitForURL(`**${esimPath()}`);
      await page.getByTestId('esim-qr').waitFor();
    }));

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`has no accessibility violations at ${viewport.width} px`, () =>
      asOwner(
        '/profile?orderHistory=true',
        async (page) => {
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        viewport,
      ));
  }

  it('asks a signed-out visitor to sign in', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto(`${base()}/profile?orderHistory=true`);
      await page.getByRole('heading', { name: 'Sign in to see your eSIMs' }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(
        '/sign-in',
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an empty history with a way to the plans', async () => {
    const { context, page } = await openPage(browser());
    try {
      await buyEsim(context.request, base(), { pay: false });
      await page.goto(`${base()}/profile?orderHistory=true`);
      await page.getByText('No eSIMs yet').waitFor();
      expect(await page.getByRole('link', { name: 'Browse plans' }).getAttribute('href')).toBe(
        '/#plans',
      );
    } finally {
      await context.close();
    }
  });
});

describe('home page layout choice (spec §2)', () => {
  it("shows the traveller's own eSIMs first in visit mode, set from the profile switch", async () => {
    const page = await owner.context.newPage();
    try {
      await page.goto(`${base()}/profile`);
      const toggle = page.getByRole('switch', { name: "I'm travelling – show my eSIMs first" });
      await page.waitForFunction(
        () =>
          !document.querySelector('[data-testid="travelling-switch"]')?.hasAttribute('disabled'),
      );
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.press('Space');
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      // The welcome modal (first visit, spec §2) would cover the page; this visitor saw it.
      await page.addInitScript(() => {
        localStorage.setItem('showWelcomeModal', String(Date.now() + 11 * 60 * 60 * 1000));
      });
      await page.goto(`${base()}/`);
      const yours = page.getByRole('region', { name: 'Your eSIMs' });
      await yours.waitFor();
      expect(
        await yours.getByRole('link', { name: 'View eSIM: France' }).first().getAttribute('href'),
      ).toBe(esimPath());
      // The marketing sections give way to the traveller's eSIMs…
      expect(await page.locator('#home-full-layout').isVisible()).toBe(false);
      // …and come back on request.
      await yours.getByRole('button', { name: 'Show the full home page' }).click();
      expect(await page.locator('#home-full-layout').isVisible()).toBe(true);

      // 'home' mode (the default) is the full page with nothing added.
      await page.evaluate(() => localStorage.setItem('navigationMode', 'home'));
      await page.reload();
      await page.getByRole('region', { name: 'Network partner logos' }).waitFor();
      expect(await page.getByTestId('your-esims').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('shows the full page to a signed-out visitor even in visit mode', async () => {
    const { context, page } = await openPage(browser());
    try {
      await context.addInitScript(() => localStorage.setItem('navigationMode', 'visit'));
      const esimsCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/esims');
      await page.goto(`${base()}/`);
      expect((await esimsCall).status()).toBe(401);
      expect(await page.locator('#home-full-layout').isVisible()).toBe(true);
      expect(await page.getByTestId('your-esims').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('offline', () => {
  it('shows the QR code and activation code with no network, from the service worker', async () => {
    const page = await owner.context.newPage();
    try {
      await page.goto(`${base()}${esimPath()}`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Controlled from the next load on; this one also stores the page through the worker.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await owner.context.setOffline(true);
      await page.reload();
      await page.getByRole('img', { name: 'QR code to install your France eSIM' }).waitFor();
      expect(await page.getByTestId('esim-activation-code').textContent()).toBe(
        owner.esim.matchingId,
      );
      expect(await page.getByTestId('esim-smdp').isVisible()).toBe(true);
    } finally {
      await owner.context.setOffline(false);
      await page.close();
    }
  });

  it('serves a web app manifest with installable icons', async () => {
    const response = await fetch(`${base()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Tern'),
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const png = await fetch(`${base()}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
  });
});
