import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's WCAG 2.1 A/AA rules on the page as it is now; returns the violations found. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Scrolls the page through to the end and back, a frame at each screen, as a reader would: the
 * home page's lower sections skip rendering until near the viewport (`content-visibility`), and
 * until then axe cannot see their real background (it finds the white page behind a dark
 * section's placeholder box). Used before checking a page that has such sections.
 */
export async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}
