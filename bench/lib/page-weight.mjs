// The JavaScript a page makes Chromium fetch, each script gzipped the way a server would send it.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export async function measurePageScripts(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body)
        scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
    });
    await page.goto(url, { waitUntil: 'load' });
    // Scroll through the page so scripts loaded on interaction or visibility count too.
    for (let y = 0; y < 8000; y += 800) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1000);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    return { totalGzipKb: Math.round(total / 102.4) / 10, scripts };
  } finally {
    await browser.close();
  }
}
