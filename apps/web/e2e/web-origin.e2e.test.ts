import { describe, expect, inject, it } from 'vitest';
import { openPage } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');

describe('API proxy on the web origin', () => {
  it('forwards /api/v1/* to the API and adds the site id, so the browser needs no header', async () => {
    const response = await fetch(`${base()}/api/v1/countries?page=1&limit=2`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.countries).toHaveLength(2);
    expect(body.count).toBeGreaterThan(2);
  });

  it("passes the API's own error envelope through", async () => {
    const response = await fetch(`${base()}/api/v1/countries?page=0`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toMatch(/^[A-Z_]+$/);
  });

  /** A web guest's session cookie, as the checkout gets one. */
  async function guestCookie(): Promise<string> {
    const response = await fetch(`${base()}/api/v1/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base() },
      body: JSON.stringify({
        fullName: 'Ada Traveller',
        email: `origin-${Date.now()}@example.com`,
        countryCode: '+44',
        phoneNumber: '7911 123456',
        deviceType: 'web',
      }),
    });
    expect(response.status).toBe(200);
    // A cookie client never sees its token in the body.
    expect((await response.json()).data.accessToken).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return response.headers.get('set-cookie')!.split(';')[0]!;
  }

  it('keeps personal answers out of every cache: Cache-Control survives the forwarder', async () => {
    const cookie = await guestCookie();
    const me = await fetch(`${base()}/api/v1/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
  });

  it('passes Origin through: a cross-site POST with the cookie is refused, a same-origin one works', async () => {
    const cookie = await guestCookie();
    const signOut = (headers: Record<string, string>) =>
      fetch(`${base()}/api/v1/auth/sign-out`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const foreign = await signOut({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('FORBIDDEN');
    expect((await fetch(`${base()}/api/v1/me`, { headers: { cookie } })).status).toBe(200);
    expect((await signOut({ origin: base() })).status).toBe(200);
    expect((await fetch(`${base()}/api/v1/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('never forwards the dev outbox: it would open sign-in codes to every visitor', async () => {
    const response = await fetch(`${base()}/api/v1/dev/outbox`);
    expect(response.status).toBe(404);
  });
});

describe('generated artwork', () => {
  const artwork = [
    '/art/destination/fr.svg',
    '/art/flag-badge/eu.svg',
    '/art/landmark/jp.svg',
    '/art/landmark/jp-full.svg',
    '/art/region/middle-east.svg',
    '/art/attraction/louvre-museum.svg',
  ];

  it.each(artwork)('serves %s as a long-cached SVG', async (path) => {
    const response = await fetch(`${base()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it.each([
    '/art/attraction/louvre-museum.webp',
    '/art/region/middle-east.webp',
    '/art/lounge/LG-HAN-1.webp',
  ])('serves %s, the same picture as a long-cached WebP', async (path) => {
    const response = await fetch(`${base()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it.each([
    '/art/attraction/%3Cscript%3E.webp',
    '/art/destination/zz.webp',
    '/art/destination/zz.svg',
    '/art/destination/FR.svg',
    '/art/landmark/fr-huge.svg',
    '/art/region/mars.svg',
    '/art/attraction/%3Cscript%3E.svg',
  ])('answers %s with 404', async (path) => {
    expect((await fetch(`${base()}${path}`)).status).toBe(404);
  });

  describe('in the browser', () => {
    const browser = sharedBrowserForFile();

    it('shows the real flag inside the badge when used as an <img>', async () => {
      const { context, page } = await openPage(browser());
      try {
        await page.goto(`${base()}/`);
        // Japan's flag is a red disc, so the badge's centre pixel must be red, not blank.
        const [red, green, blue] = await page.evaluate(async () => {
          const img = new Image();
          img.src = '/art/flag-badge/jp.svg';
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 160;
          canvas.height = 160;
          const context2d = canvas.getContext('2d');
          context2d?.drawImage(img, 0, 0, 160, 160);
          return Array.from(context2d?.getImageData(80, 80, 1, 1).data ?? []);
        });
        expect(red).toBeGreaterThan(150);
        expect(green).toBeLessThan(80);
        expect(blue).toBeLessThan(100);
      } finally {
        await context.close();
      }
    });
  });
});

describe('style sheets on a first visit (scripts/inline-css.mjs)', () => {
  const browser = sharedBrowserForFile();

  it('paints from CSS in the page, then caches the file, and later pages link it from the cache', async () => {
    const { context, page } = await openPage(browser());
    try {
      const stylesheetRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
      });
      await page.goto(`${base()}/faq`);
      // Styled by the page's own <style>: the heading has the site's size, nothing was fetched.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize))
        .toBe('36px');
      expect(await page.locator('style[data-inlined-css]').count()).toBeGreaterThan(0);
      expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBeGreaterThan(0);
      expect(stylesheetRequests).toEqual([]);

      // Once the page is idle the files go to the cache, and the cookie says so.
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'tern-css')?.value, {
          timeout: 15_000,
        })
        .toBeTruthy();

      // A later page links its style sheet as Next wrote it, and gets it from the cache.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const fromCache: boolean[] = [];
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Stylesheet') fromCache.push(event.response.fromDiskCache === true);
      });
      await page.goto(`${base()}/sign-in`);
      expect(await page.locator('style[data-inlined-css]').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontSize))
        .toBe('30px');
      expect(fromCache.length).toBeGreaterThan(0);
      expect(fromCache.every(Boolean)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('before the first paint (scripts/paint-first.mjs)', () => {
  const browser = sharedBrowserForFile();

  it('fetches nothing but the page: scripts after the paint, no style sheet, the manifest after load', async () => {
    const { context, page } = await openPage(browser());
    try {
      // /sign-in is rendered per request, and Next sends a Link header preloading its CSS.
      await page.goto(`${base()}/sign-in`, { waitUntil: 'load' });
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating'));
      const { paint, resources } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(paint).toBeLessThan(Infinity);
      const scripts = resources.filter((r) => r.path.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((r) => r.startTime < paint)).toEqual([]);
      expect(resources.filter((r) => r.path.endsWith('.css') && r.startTime < paint)).toEqual([]);
      expect(await page.locator('link[data-after-load-rel]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('compresses pages with Brotli for browsers that take it, gzip for the others', async () => {
    const cases: [accept: string, expected: string][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ];
    for (const [accept, expected] of cases) {
      const response = await fetch(`${base()}/faq`, { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await response.text()).toContain('</html>');
    }
  });
});
