import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-planner/scripts/chromium.mjs';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
async function once(path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://localhost:3710${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const long = await page.evaluate(() => window.__long);
  await context.close();
  const tbt = long.reduce((a, d) => a + Math.max(0, d - 50), 0);
  return { tbt: Math.round(tbt), max: Math.round(Math.max(0, ...long)), n: long.length };
}
for (let i = 0; i < 3; i++) for (const p of paths) console.log(p, JSON.stringify(await once(p)));
await browser.close();
