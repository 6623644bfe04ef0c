import { describe, expect, it } from 'vitest';
import { topOf, withHome } from './home-visit';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const browser = sharedBrowserForFile();

describe('partner logo carousel', () => {
  const cases = [
    { width: 1280, visible: 8 },
    { width: 800, visible: 4 },
    { width: 375, visible: 1 },
  ];
  for (const { width, visible } of cases) {
    it(`shows ${visible} logo${visible > 1 ? 's' : ''} at ${width} px`, () =>
      withHome(
        browser(),
        async (page) => {
          const carousel = page.getByRole('region', { name: 'Network partner logos' });
          await carousel.scrollIntoViewIfNeeded();
          const inView = await carousel.evaluate((root) => {
            const frame = root.firstElementChild?.getBoundingClientRect();
            if (!frame) return -1;
            return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
              const box = slide.getBoundingClientRect();
              return box.left >= frame.left - 1 && box.right <= frame.right + 1;
            }).length;
          });
          expect(inView).toBe(visible);
        },
        { width, height: 800 },
      ));
  }
});

describe('narrow screens (375 px)', () => {
  it('moves the promo banner to the bottom of the page', async () => {
    await withHome(
      browser(),
      async (page) => {
        expect(await topOf(page, '[data-testid="promo-banner"]')).toBeGreaterThan(
          await topOf(page, 'section[aria-labelledby="app-title"]'),
        );
      },
      VIEWPORTS.phone,
    );
    await withHome(
      browser(),
      async (page) => {
        expect(await topOf(page, '[data-testid="promo-banner"]')).toBeLessThan(
          await topOf(page, 'section[aria-labelledby="utilities-title"]'),
        );
      },
      VIEWPORTS.desktop,
    );
  });

  it('turns the utilities carousel off: every tile is listed, stacked, with no controls', () =>
    withHome(
      browser(),
      async (page) => {
        // Once the banner shows its controls, the carousels have started (hydrated and measured).
        await page
          .getByRole('region', { name: 'Tern highlights' })
          .getByRole('button', { name: 'Next slide' })
          .waitFor();
        const strip = page.getByRole('region', { name: 'Travel utilities' });
        // The section is rendered once it nears the viewport (content-visibility: auto).
        await strip.scrollIntoViewIfNeeded();
        const tiles = strip.getByTestId('utility-tile');
        expect(await tiles.count()).toBe(4);
        const boxes = await tiles.evaluateAll((els) =>
          els.map((el) => {
            const box = el.getBoundingClientRect();
            return {
              left: Math.round(box.left),
              top: box.top,
              inert: (el.parentElement as HTMLElement).inert,
            };
          }),
        );
        expect(boxes.every((box) => box.left === boxes[0]?.left && !box.inert)).toBe(true);
        expect(boxes.map((b) => b.top)).toEqual([...boxes.map((b) => b.top)].sort((a, b) => a - b));
        expect(await strip.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false);
      },
      VIEWPORTS.phone,
    ));

  it('keeps the utilities carousel at 1024 px, three tiles at a time', () =>
    withHome(
      browser(),
      async (page) => {
        const strip = page.getByRole('region', { name: 'Travel utilities' });
        // The controls appear once the carousel has measured itself.
        await strip.getByRole('button', { name: 'Next slide' }).waitFor();
        const inert = await strip
          .locator('[aria-roledescription="slide"]')
          .evaluateAll((els) => els.map((el) => (el as HTMLElement).inert));
        expect(inert).toEqual([false, false, false, true]);
      },
      { width: 1024, height: 800 },
    ));
});
