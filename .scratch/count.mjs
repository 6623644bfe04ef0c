import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/wt-planner/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const page = await browser.newPage();
const res = await page.goto(`http://localhost:3710${process.argv[2] ?? '/itinery'}`);
const html = await res.text();
const flight = [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((m) => m[1].length).reduce((a, b) => a + b, 0);
console.log({ html: html.length, flight, all: await page.evaluate(() => document.querySelectorAll('*').length), planner: await page.evaluate(() => document.querySelector('[data-testid=itinerary-planner]')?.querySelectorAll('*').length), suggestions: await page.evaluate(() => [...document.querySelectorAll('[data-testid=day-suggestions] *')].length), tools: await page.evaluate(() => [...document.querySelectorAll('[data-testid=stop-tools] *')].length) });
await browser.close();
