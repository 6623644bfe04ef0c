import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyEsim, getOrder } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { openPage } from './support/chromium';
import { startStuckStore } from './support/private-store';
import { sharedBrowserForFile } from './support/shared-browser';

const browser = sharedBrowserForFile();
let store: Awaited<ReturnType<typeof startStuckStore>>;

beforeAll(async () => {
  store = await startStuckStore();
});

afterAll(async () => {
  await store?.stop();
});

describe('eSIM page while the eSIM is being prepared', () => {
  it('says so honestly, keeps looking, and shows the eSIM without a reload once it arrives', async () => {
    const { context, page } = await openPage(browser());
    try {
      const { orderId } = await buyEsim(context.request, store.webUrl);
      expect((await getOrder(context.request, store.webUrl, orderId)).status).toBe('paid');

      await page.goto(`${store.webUrl}/esims/${orderId}`);
      await page.getByRole('heading', { name: 'We are preparing your eSIM' }).waitFor();
      expect(await page.getByTestId('esim-status').textContent()).toBe('Preparing');
      expect(await page.getByTestId('preparing-message').textContent()).toMatch(
        /usually arrives within a minute/,
      );
      expect(await page.getByTestId('esim-qr').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A marker on the window survives only if the page is never reloaded.
      await page.evaluate(() => {
        (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
      });
      await store.startDelivering();
      await page.getByTestId('esim-qr').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('esim-status').textContent()).toBe('Ready to install');
      expect(
        await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});
