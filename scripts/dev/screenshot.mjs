// Developer aid: full-page and above-the-fold screenshots of a page at 375 and 1280 px wide.
// node scripts/dev/screenshot.mjs http://localhost:3000/france-mobile-esim-plans /tmp/screens/france
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [url, prefix = '/tmp/screens/page'] = process.argv.slice(2);
if (!url) throw new Error('usage: screenshot.mjs URL [output-prefix]');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 800 },
  });
  const page = await context.newPage();
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log(`[${width}] console error: ${m.text()}`),
  );
  page.on(
    'response',
    (r) => r.status() >= 400 && console.log(`[${width}] ${r.status()} ${r.url()}`),
  );
  await page.goto(url, { waitUntil: 'load' });
  for (let y = 0; y < 10_000; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  await page.screenshot({ path: `${prefix}-${width}-fold.png` });
  await context.close();
}
await browser.close();
