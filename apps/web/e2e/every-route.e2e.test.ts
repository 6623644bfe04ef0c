import { appendFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, localDateTime } from '@tern/domain';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routing } from '../src/i18n/routing';
import { buyEsim, post, SANDBOX_CARD, waitForEsim } from './esim-purchase';
import { signInWithCode, startAdminStore } from './support/admin-store';
import { allRulesViolations, readThrough } from './support/axe';
import { hydrated, openPage, VIEWPORTS } from './support/chromium';
import {
  englishLeftInArabic,
  englishLeftInVietnamese,
  textsOn,
  withoutDeclared,
} from './support/latin-words';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 26 part 1: every route the app router has, in every locale, at 320, 375 and 1280 px,
 * with all of axe's rules (best practices included): 0 violations. The routes are read from the
 * page.tsx files, so a new page fails here until the table below says how to visit it. Runs on
 * a store of its own whose API makes ADMIN an admin, so the back office is covered too.
 */
const browser = sharedBrowserForFile();
const ADMIN = 'axe-admin@tern.example';
const WIDTHS = [320, 375, 1280] as const;
const HEIGHT = 800;

/** Every page.tsx under src/app as its route pattern: "/[locale]/esims/[orderId]". */
function appRoutes(): string[] {
  const app = fileURLToPath(new URL('../src/app', import.meta.url));
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(/[\\/]/))
    .filter((parts) => parts.at(-1) === 'page.tsx')
    .map(
      (parts) =>
        `/${parts
          .slice(0, -1)
          .filter((p) => !/^\(.*\)$/.test(p))
          .join('/')}`,
    )
    .sort();
}

/** What the routes' parameters are filled with: made once, before the first locale. */
interface Fixtures {
  paidEsim: string;
  unpaid: string;
  loungePass: string;
  ticket: string;
  mailboxMessage: string;
}

interface Visit {
  /** Paths without the locale prefix. */
  paths: (f: Fixtures) => string[];
  /** Whose session the browser has: the traveller who owns the fixtures' orders, or the admin. */
  as?: 'admin';
}

const page1 = (path: string): Visit => ({ paths: () => [path] });
const admin = (path: string | ((f: Fixtures) => string)): Visit => ({
  paths: (f) => [typeof path === 'string' ? path : path(f)],
  as: 'admin',
});

/** Route pattern → how to visit it. A route missing here fails the first test. */
const ROUTES: Record<string, Visit> = {
  '/[locale]': page1('/'),
  '/[locale]/[destination]': {
    paths: () => ['/france-mobile-esim-plans', '/europe-mobile-esim-plans'],
  },
  // Deeper than a destination: the not-found page.
  '/[locale]/[destination]/[...rest]': page1('/france-mobile-esim-plans/x/y'),
  '/[locale]/admin': admin('/admin'),
  '/[locale]/admin/audit': admin('/admin/audit'),
  '/[locale]/admin/coupons': admin('/admin/coupons'),
  '/[locale]/admin/coupons/new': admin('/admin/coupons/new'),
  '/[locale]/admin/orders': admin('/admin/orders'),
  '/[locale]/admin/orders/[orderId]': admin((f) => `/admin/orders/${f.paidEsim}`),
  '/[locale]/admin/partners': admin('/admin/partners'),
  // DEMOAIR: the demo partner every store is seeded with.
  '/[locale]/admin/partners/[partnerCode]': admin('/admin/partners/DEMOAIR'),
  '/[locale]/admin/partners/new': admin('/admin/partners/new'),
  '/[locale]/admin/submissions': admin('/admin/submissions'),
  '/[locale]/adventure': page1('/adventure'),
  '/[locale]/checkout': page1(
    '/checkout?quantity=1&search=France&bundleId=bndl_fr_5gb_30d&type=preorder',
  ),
  '/[locale]/checkout/[orderId]': { paths: (f) => [`/checkout/${f.unpaid}`] },
  '/[locale]/coming-soon': page1('/coming-soon'),
  '/[locale]/contact': page1('/contact'),
  '/[locale]/dev/mailbox': page1('/dev/mailbox'),
  '/[locale]/dev/mailbox/[id]': { paths: (f) => [`/dev/mailbox/${f.mailboxMessage}`] },
  '/[locale]/esim-compatible-phones': page1('/esim-compatible-phones'),
  '/[locale]/esim-list': page1('/esim-list'),
  '/[locale]/esims': page1('/esims'),
  '/[locale]/esims/[orderId]': { paths: (f) => [`/esims/${f.paidEsim}`] },
  '/[locale]/events/[attractionId]': page1('/events/eiffel-tower-summit'),
  '/[locale]/faq': page1('/faq'),
  '/[locale]/fasttrack/[resourceId]': page1('/fasttrack/FT-HAN-1'),
  '/[locale]/fasttrack/airport/[city]': page1('/fasttrack/airport/Hanoi'),
  '/[locale]/itinerary': page1('/itinerary'),
  '/[locale]/itinery': page1('/itinery'),
  '/[locale]/lounge/[resourceId]': page1('/lounge/LG-HAN-1'),
  '/[locale]/lounge/airport/[city]': page1('/lounge/airport/Hanoi'),
  '/[locale]/passes/[orderId]': { paths: (f) => [`/passes/${f.loungePass}`] },
  '/[locale]/pay/sandbox/[orderId]': { paths: (f) => [`/pay/sandbox/${f.unpaid}`] },
  '/[locale]/privacy': page1('/privacy'),
  '/[locale]/profile': page1('/profile'),
  '/[locale]/refund-policy': page1('/refund-policy'),
  '/[locale]/sign-in': page1('/sign-in'),
  '/[locale]/terms': page1('/terms'),
  '/[locale]/tickets/[orderId]': { paths: (f) => [`/tickets/${f.ticket}`] },
};

/**
 * Issue 26: pages where no English may be left in Arabic or Vietnamese (plan and place names
 * included), read from the page each route already loads; a supplier's words marked with their
 * language (SupplierText) are declared, not left. The others are named in
 * docs/decisions/right-to-left.md ("What stays English").
 */
const NO_ENGLISH = new Set([
  '/[locale]',
  '/[locale]/[destination]',
  '/[locale]/[destination]/[...rest]',
  '/[locale]/checkout',
  '/[locale]/checkout/[orderId]',
  '/[locale]/coming-soon',
  '/[locale]/esim-list',
  '/[locale]/esims/[orderId]',
  '/[locale]/faq',
  '/[locale]/fasttrack/[resourceId]',
  '/[locale]/fasttrack/airport/[city]',
  '/[locale]/lounge/[resourceId]',
  '/[locale]/lounge/airport/[city]',
  '/[locale]/pay/sandbox/[orderId]',
  '/[locale]/privacy',
  '/[locale]/refund-policy',
  '/[locale]/sign-in',
]);

/** The path as a visitor of `locale` opens it ("as-needed": the default locale has no prefix). */
const localised = (locale: string, path: string) =>
  locale === routing.defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;

let store: Awaited<ReturnType<typeof startAdminStore>>;
const base = () => store.webUrl;
let fixtures: Fixtures;
const sessions: Record<'traveller' | 'admin', Cookie[]> = { traveller: [], admin: [] };
const timings: { name: string; ms: number }[] = [];

/** Pays an order with the sandbox's test card. */
const pay = (context: BrowserContext, orderId: string) =>
  post(context.request, `${base()}/api/v1/orders/${orderId}/payments/sandbox`, SANDBOX_CARD);

/** One traveller with an unpaid eSIM order, a delivered eSIM, a lounge pass and a ticket. */
async function travellerFixtures(context: BrowserContext) {
  const order = (line: unknown) =>
    post<{ data: { orderId: string } }>(context.request, `${base()}/api/v1/orders`, {
      lines: [line],
    }).then((answer) => answer.data.orderId);
  const { orderId: unpaid } = await buyEsim(context.request, base(), { pay: false });
  const { data } = await post<{ data: { orderId: string } }>(
    context.request,
    `${base()}/api/v1/orders`,
    { bundleId: 'bndl_fr_5gb_30d', quantity: 1, latitude: 48.85, longitude: 2.35 },
  );
  const paidEsim = data.orderId;
  await pay(context, paidEsim);
  const loungePass = await order({
    kind: 'lounge_pass',
    resourceId: 'LG-HAN-1',
    date: addDays(localDateTime('Asia/Bangkok', new Date()).date, 3),
    time: '09:30',
    adults: 1,
    children: 0,
    flightNumber: 'VN 254',
    travellers: ['An Nguyen'],
  });
  await pay(context, loungePass);
  const from = addDays(localDateTime('Europe/Paris', new Date()).date, 3);
  const availability = await context.request.get(
    `${base()}/api/v1/attractions/eiffel-tower-summit/availability?from=${from}&to=${addDays(from, 30)}`,
  );
  const days = (await availability.json()).data.days as {
    date: string;
    slots: { time: string; remaining: number }[];
  }[];
  const day = days.find((d) => d.slots.some((s) => s.remaining > 0));
  if (!day) throw new Error('no Eiffel Tower slot in the next month');
  const ticket = await order({
    kind: 'attraction_ticket',
    attractionId: 'eiffel-tower-summit',
    date: day.date,
    time: day.slots.find((s) => s.remaining > 0)?.time,
    units: [{ type: 'adult', quantity: 1 }],
    leadTraveller: { name: 'An Nguyen' },
  });
  await pay(context, ticket);
  await waitForEsim(context.request, base(), paidEsim);
  return { unpaid, paidEsim, loungePass, ticket };
}

beforeAll(async () => {
  store = await startAdminStore([ADMIN]);
  const traveller = await openPage(browser());
  const staff = await openPage(browser());
  try {
    const orders = await travellerFixtures(traveller.context);
    await signInWithCode(staff.page, base(), ADMIN, '/admin');
    await staff.page.goto(`${base()}/dev/mailbox`);
    const href = await staff.page.locator('a[href^="/dev/mailbox/"]').first().getAttribute('href');
    fixtures = { ...orders, mailboxMessage: href?.split('/').pop() ?? '' };
    sessions.traveller = await traveller.context.cookies();
    sessions.admin = await staff.context.cookies();
  } finally {
    await traveller.context.close();
    await staff.context.close();
  }
}, 180_000);

afterAll(async () => {
  await store?.stop();
  const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 8);
  console.info(
    `every-route: slowest\n${slowest.map((t) => `  ${(t.ms / 1000).toFixed(1)} s ${t.name}`).join('\n')}`,
  );
});

/**
 * The layout of the new width painted, and every CSS transition it started (a header's colour,
 * a panel sliding) run out, so axe reads colours at rest. Bounded: a transition in a subtree
 * the browser skips rendering never finishes.
 */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const running = document
      .getAnimations()
      .filter(
        (animation) => animation instanceof CSSTransition && animation.playState === 'running',
      );
    if (running.length === 0) return;
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    await frame();
  });

it('has a way to visit every route the app router has, and no entry for a route gone', () => {
  const routes = appRoutes();
  expect(routes.filter((route) => !(route in ROUTES))).toEqual([]);
  expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
});

/** Pages checked at once: two tabs (each in its own renderer) keep both cores busy. */
const TABS = 2;

interface Tab {
  context: BrowserContext;
  page: Page;
  /** Whose cookies the tab's context holds now. */
  session?: keyof typeof sessions;
}

for (const locale of routing.locales) {
  describe.concurrent(`every route in ${locale}, all axe rules, at ${WIDTHS.join(', ')} px`, () => {
    const free: Tab[] = [];
    const waiting: ((tab: Tab) => void)[] = [];
    const take = () =>
      new Promise<Tab>((resolve) => {
        const tab = free.pop();
        if (tab) resolve(tab);
        else waiting.push(resolve);
      });
    const giveBack = (tab: Tab) => {
      const next = waiting.shift();
      if (next) next(tab);
      else free.push(tab);
    };

    beforeAll(async () => {
      for (let i = 0; i < TABS; i++) {
        const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
        // The welcome modal was seen an hour ago: dialogs are checked open in their own test.
        await context.addInitScript(() => {
          localStorage.setItem('showWelcomeModal', String(Date.now() + 11 * 60 * 60 * 1000));
        });
        // Colours at rest: the home hero's carousel fades to its next slide every few seconds,
        // and axe once read a button halfway through (/ and /vi at 1280 px). Asked for less
        // motion it stays put (motion itself is motion-and-reflow's test).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        free.push({ context, page });
      }
    });
    afterAll(async () => {
      await Promise.all(free.map((tab) => tab.context.close()));
    });

    for (const [route, visit] of Object.entries(ROUTES)) {
      it(route, async ({ expect }) => {
        const tab = await take();
        const started = Date.now();
        const found: string[] = [];
        try {
          const as = visit.as ?? 'traveller';
          if (tab.session !== as) {
            await tab.context.clearCookies();
            await tab.context.addCookies(sessions[as]);
            tab.session = as;
          }
          const { page } = tab;
          for (const path of visit.paths(fixtures)) {
            const url = localised(locale, path);
            await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
            await page.goto(`${base()}${url}`);
            await hydrated(page);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: HEIGHT });
              // Once: what renders near the screen stays rendered at the next widths.
              if (width === WIDTHS[0]) await readThrough(page);
              await settled(page);
              for (const v of await allRulesViolations(page)) {
                found.push(
                  `${url} @${width}px ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`,
                );
              }
            }
            if (locale !== routing.defaultLocale && NO_ENGLISH.has(route)) {
              const { texts: all, declared } = await textsOn(page);
              const texts = withoutDeclared(all, declared);
              const english =
                locale === 'ar' ? englishLeftInArabic(texts) : englishLeftInVietnamese(texts);
              for (const left of english) found.push(`${url}: English left: ${left}`);
            }
          }
        } finally {
          giveBack(tab);
        }
        timings.push({ name: `${locale} ${route}`, ms: Date.now() - started });
        // EVERY_ROUTE_LOG=file: each route's time and findings as it goes, for a long run.
        if (process.env.EVERY_ROUTE_LOG) {
          const line = `${locale} ${route} ${Date.now() - started} ms\n${found.join('\n')}\n`;
          appendFileSync(process.env.EVERY_ROUTE_LOG, line);
        }
        expect(found.join('\n'), `axe violations or English on ${route} in ${locale}`).toBe('');
      }, 240_000);
    }
  });
}
