import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOUR, homeUrl, withHome } from './home-visit';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const browser = sharedBrowserForFile();

describe('welcome modal', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Tern' });

  it('shows on the first visit and not again on the next page view', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto(homeUrl());
      await dialog(page).waitFor();
      const expiry = Number(await page.evaluate(() => localStorage.getItem('showWelcomeModal')));
      expect(Math.abs(expiry - (Date.now() + 12 * HOUR))).toBeLessThan(60_000);
      await page.getByRole('button', { name: 'Maybe later' }).click();
      await dialog(page).waitFor({ state: 'hidden' });
      await page.reload();
      await page.waitForTimeout(2500);
      expect(await dialog(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  for (const [when, offset, shown] of [
    ['is shown again once its 12 hours are over', -1000, true],
    ['stays hidden while its 12 hours last', 6 * HOUR, false],
  ] as const) {
    it(when, async () => {
      const { context, page } = await openPage(browser());
      try {
        await context.addInitScript((expiry) => {
          localStorage.setItem('showWelcomeModal', String(expiry));
        }, Date.now() + offset);
        await page.goto(homeUrl());
        if (shown) await dialog(page).waitFor();
        else await page.waitForTimeout(2500);
        expect(await dialog(page).isVisible()).toBe(shown);
      } finally {
        await context.close();
      }
    });
  }

  it('takes the visitor to the destination search', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    try {
      await page.goto(homeUrl());
      await page.getByRole('button', { name: 'Find my destination' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'destination-search-input');
    } finally {
      await context.close();
    }
  });
});

describe('arrival', () => {
  it('stores the query string as the referral URL and keeps bundleId for the purchase', () =>
    withHome(browser(), async (page) => {
      await page.goto(`${homeUrl()}?utm_source=newsletter&bundleId=bndl_fr_1gb_7d`);
      await page.waitForFunction(() => localStorage.getItem('referralUrl') !== null);
      const stored = await page.evaluate(() => ({
        referral: localStorage.getItem('referralUrl'),
        bundleId: sessionStorage.getItem('bundleId'),
      }));
      expect(stored.referral).toMatch(/\/\?utm_source=newsletter&bundleId=bndl_fr_1gb_7d$/);
      expect(stored.bundleId).toBe('bndl_fr_1gb_7d');
    }));

  it('stores no referral URL for a visit without a query string', () =>
    withHome(browser(), async (page) => {
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => localStorage.getItem('referralUrl'))).toBeNull();
    }));
});
