import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs `builder` and returns the violations found: rule id, its help, the elements. */
async function violationsOf(builder: AxeBuilder) {
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it is now; returns the violations found. */
export function accessibilityViolations(page: Page) {
  return violationsOf(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
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

/**
 * Every rule axe-core has, best practices included (no tag filter), on the page as it is now;
 * returns the violations found.
 */
export function allRulesViolations(page: Page) {
  // Violations only: axe skips collecting the nodes that pass, a third of its time on a long page.
  return violationsOf(
    new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      // axe runs as a script in each frame; a frame sandboxed from scripts (an e-mail's body in
      // the dev mailbox) would keep it waiting.
      .exclude('iframe[sandbox=""]'),
  );
}
