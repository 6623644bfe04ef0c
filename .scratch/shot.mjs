import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-planner/scripts/chromium.mjs';
const [,, path, name, width = '375', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`http://localhost:3710${path}`);
await page.waitForLoadState('networkidle');
if (extra === 'scroll') { await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 100)); } }); await page.waitForLoadState('networkidle'); }
await page.screenshot({ path: `/tmp/planner/${name}.png`, fullPage: true });
await browser.close();
