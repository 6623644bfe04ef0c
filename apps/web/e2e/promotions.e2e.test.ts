import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInAsNewGuest } from './esim-purchase';
import { topOf } from './home-visit';
import {
  applyCode,
  demoAirTraveller,
  fieldError,
  fillDemoAir,
  newEmail,
  openDemoAirForm,
  openPromo,
  signInWithAccount,
  TEXTS,
  toastSays,
} from './promo-visit';
import { accessibilityViolations } from './support/axe';
import { hydrated } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { answerApi, apiError, type Lang, MATRIX, withVisitor } from './utilities-visit';

const browser = sharedBrowserForFile();
const ORDER_ID = '7c2f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';

/** Every API call the page makes, in order, with its JSON body. */
function recordApiCalls(page: Page) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/')) return;
    calls.push({
      method: request.method(),
      path: url.pathname.slice('/api/v1'.length),
      body: request.postData() ? request.postDataJSON() : undefined,
    });
  });
  return calls;
}

/** Answers the session check as a signed-in traveller and the submission as accepted. */
async function fakeSubmission(page: Page) {
  await answerApi(page, '/me', () => ({
    body: {
      data: {
        user: {
          id: '11111111-2222-4333-8444-555555555555',
          fullName: 'Lan Nguyen',
          email: 'lan@example.com',
          phoneNumber: '+84912345678',
          country: 'VN',
          isGuest: false,
          role: 'traveller',
        },
      },
    },
  }));
  await answerApi(page, '/promotions/submissions', () => ({
    body: {
      data: {
        message: 'Thank you!',
        submissionId: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
        orderId: ORDER_ID,
      },
    },
  }));
}

/** From the home page to the thank-you modal, with DEMOAIR's form filled in. */
async function reachThankYou(page: Page, lang: Lang, email: string) {
  const { dialog, form } = await openDemoAirForm(page, lang);
  await fillDemoAir(form, demoAirTraveller(email));
  await form.getByRole('button', { name: TEXTS[lang].submit }).click();
  const thanks = dialog.getByTestId('promo-thanks');
  await thanks.waitFor();
  return { dialog, thanks };
}

describe('the promo banner', () => {
  it.each([
    { width: 768, atBottom: true },
    { width: 769, atBottom: false },
  ])('is at the bottom of the page at 768 px and below ($width px)', ({ width, atBottom }) =>
    withVisitor(browser(), { viewport: { width, height: 900 } }, async (page) => {
      const banner = await topOf(page, '[data-testid="promo-banner"]');
      expect(banner > (await topOf(page, 'section[aria-labelledby="app-title"]'))).toBe(atBottom);
    }),
  );

  it('loads each step’s code only when the flow reaches it', () =>
    withVisitor(browser(), {}, async (page) => {
      const scripts: Promise<string>[] = [];
      const requested: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        requested.push(pathname);
        if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js'))
          scripts.push(response.text().catch(() => ''));
      });
      const loaded = async (marker: string) =>
        (await Promise.all(scripts)).some((source) => source.includes(marker));
      await hydrated(page);
      expect(await loaded('promo-code-form')).toBe(false);
      expect(requested.some((path) => path.startsWith('/api/words/'))).toBe(false);

      const dialog = await openPromo(page);
      expect(requested).toContain('/api/words/en/promotions');
      expect(await loaded('promo-code-form')).toBe(true);
      expect(await loaded('partner-form')).toBe(false);
      await applyCode(dialog, 'DEMOAIR');
      await dialog.getByTestId('partner-form').waitFor();
      expect(await loaded('partner-form')).toBe(true);
      expect(await loaded('promo-thanks')).toBe(false);
    }));
});

describe('the partner flow with DEMOAIR', () => {
  it.each(MATRIX)(
    'goes from the code to the form, logs the traveller in as a guest and thanks them ($lang, $viewport.width px)',
    ({ lang, viewport }) =>
      withVisitor(browser(), { lang, viewport }, async (page) => {
        const text = TEXTS[lang];
        const calls = recordApiCalls(page);
        const dialog = await openPromo(page, lang);
        expect(await dialog.locator('h2').textContent()).toBe(text.codeTitle);
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('name') === 'couponCode',
        );
        expect(await accessibilityViolations(page)).toEqual([]);

        await applyCode(dialog, 'DEMOAIR', lang);
        const form = dialog.getByTestId('partner-form');
        await form.waitFor();
        expect(await dialog.locator('h2').textContent()).toBe(
          'Demo Air: 1 GB of free data for Vietnam',
        );
        expect(await form.getByTestId('partner-name').textContent()).toBe('Demo Air');
        expect(await form.getByTestId('partner-offer').textContent()).toBe(text.offer);
        // Spec §5: the phone starts on Vietnam; the country list leaves Vietnam out.
        const callingCode = form.locator('select[name="phoneNumber-region"]');
        expect(await callingCode.inputValue()).toBe('VN');
        expect(await callingCode.locator('option:checked').textContent()).toBe(text.vietnam);
        const residence = form.getByLabel('Country of residence');
        const countries = await residence
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        expect(countries.length).toBeGreaterThan(200);
        expect(countries).not.toContain('VN');
        expect(await residence.locator('option[value="FR"]').textContent()).toBe(text.france);
        const start = form.getByLabel('Start date', { exact: true });
        expect([await start.getAttribute('min'), await start.getAttribute('max')]).toEqual([
          '2026-01-01',
          '2030-12-31',
        ]);
        expect(await accessibilityViolations(page)).toEqual([]);

        const email = newEmail(`demoair-${lang}-${viewport.width}`);
        await fillDemoAir(form, demoAirTraveller(email));
        const submitted = page.waitForResponse((r) =>
          r.url().endsWith('/api/v1/promotions/submissions'),
        );
        const from = calls.length;
        await form.getByRole('button', { name: text.submit }).click();
        const submission = await submitted;
        expect(submission.status()).toBe(200);
        const { orderId } = ((await submission.json()) as { data: { orderId: string } }).data;

        // Spec §6: no session, so a guest login with what was typed, then the submission.
        const sent = calls.slice(from);
        expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([
          'GET /me',
          'POST /auth/guest',
          'POST /promotions/submissions',
        ]);
        expect(sent[1]!.body).toEqual({
          fullName: 'Lan Nguyen',
          email,
          countryCode: '+84',
          phoneNumber: '912 345 678',
          deviceType: 'web',
          deviceToken: 'web',
          isEmailVerified: true,
          transport: 'cookie',
        });
        const me = (await (await page.request.get(`${inject('webBaseUrl')}/api/v1/me`)).json()) as {
          data: { user: { id: string; email: string; isGuest: boolean } };
        };
        expect(me.data.user).toMatchObject({ email, isGuest: true });
        expect(sent[2]!.body).toMatchObject({
          couponCode: 'DEMOAIR',
          partnerCode: 'DEMOAIR',
          source: 'web',
          firstName: 'Lan',
          lastName: 'Nguyen',
          email,
          phoneNumber: '+84912345678',
          userId: me.data.user.id,
        });
        expect((sent[2]!.body as { formData: unknown[] }).formData).toEqual([
          { id: 'firstName', value: 'Lan' },
          { id: 'lastName', value: 'Nguyen' },
          { id: 'email', value: email },
          { id: 'phoneNumber', value: '+84912345678' },
          { id: 'bookingReference', value: 'AB12CD' },
          { id: 'residence', value: 'FR' },
          { id: 'startDate', value: '2026-12-01' },
          { id: 'endDate', value: '2026-12-10' },
        ]);

        const thanks = dialog.getByTestId('promo-thanks');
        await thanks.waitFor();
        expect(await dialog.locator('h2').textContent()).toBe(text.thanks);
        expect(await thanks.getByTestId('promo-thanks-message').textContent()).toBe(
          text.onItsWay(email),
        );
        await thanks.getByTestId('suggested-plan').first().waitFor();
        const plans = thanks.getByTestId('suggested-plan');
        expect(await plans.count()).toBeGreaterThan(0);
        expect(await plans.count()).toBeLessThanOrEqual(6);
        const price = (await plans.first().getByTestId('suggested-plan-price').textContent()) ?? '';
        const buyNow = new URL(
          (await plans
            .first()
            .getByRole('link', { name: new RegExp(`^${text.buyNow}`) })
            .getAttribute('href')) ?? '',
          'http://x',
        );
        expect(buyNow.pathname).toBe(`${text.prefix}/checkout`);
        expect([...buyNow.searchParams.keys()]).toEqual([
          'quantity',
          'search',
          'bundleId',
          'type',
          'currencySymbol',
        ]);
        expect(buyNow.searchParams.get('quantity')).toBe('1');
        expect(buyNow.searchParams.get('search')).toBe('Vietnam');
        expect(buyNow.searchParams.get('type')).toBe('preorder');
        expect(price.startsWith(buyNow.searchParams.get('currencySymbol') ?? '?')).toBe(true);
        const plansPath = `${text.prefix}/vietnam-mobile-esim-plans`;
        expect(await thanks.getByRole('link', { name: text.viewMore }).getAttribute('href')).toBe(
          plansPath,
        );
        expect(await thanks.getByRole('link', { name: text.done }).getAttribute('href')).toBe(
          plansPath,
        );
        expect(await thanks.locator(`a[href="${text.prefix}/esims/${orderId}"]`).count()).toBe(1);
        expect(await accessibilityViolations(page)).toEqual([]);

        // 'Done' goes to the destination's plans.
        await thanks.getByRole('link', { name: text.done }).click();
        await page.waitForURL((url) => url.pathname === plansPath);
      }),
  );

  it('gives the free eSIM an order page of its own, delivered like any purchase', () =>
    withVisitor(browser(), {}, async (page) => {
      const email = newEmail('demoair-esim');
      const { thanks } = await reachThankYou(page, 'en', email);
      await thanks.getByRole('link', { name: 'See your free eSIM' }).click();
      await page.waitForURL(/\/esims\/[0-9a-f-]{36}$/);
      await page.getByTestId('esim-qr').waitFor({ timeout: 30_000 });
    }));
  it('shows the partner’s logo when it has one', () =>
    withVisitor(browser(), {}, async (page) => {
      // DEMOAIR has none; a partner's logo is a data: URL (PNG, JPEG or WebP).
      const logo =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
      await page.route(
        (url) => url.pathname === '/api/v1/partners/DEMOAIR',
        async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { data: { partner: { logoUrl: string | null } } };
          body.data.partner.logoUrl = logo;
          await route.fulfill({ response: answer, json: body });
        },
      );
      const { form } = await openDemoAirForm(page);
      const image = form.getByRole('img', { name: 'Demo Air logo' });
      expect(await image.getAttribute('src')).toBe(logo);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));
});

describe('who the form is sent as (spec §6)', () => {
  it('logs a guest in again with the details typed now', () =>
    withVisitor(browser(), {}, async (page, context) => {
      await signInAsNewGuest(context.request, inject('webBaseUrl'));
      const calls = recordApiCalls(page);
      const email = newEmail('guest-again');
      await reachThankYou(page, 'en', email);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /auth/guest');
      const me = await (await page.request.get(`${inject('webBaseUrl')}/api/v1/me`)).json();
      expect(me.data.user).toMatchObject({ email, isGuest: true });
    }));

  it('lets a traveller signed in with an account submit directly, as themselves', () =>
    withVisitor(browser(), {}, async (page, context) => {
      const email = newEmail('account');
      await signInWithAccount(context, inject('webBaseUrl'), email);
      const calls = recordApiCalls(page);
      // The form's e-mail is where the eSIM goes; the account stays the one signed in.
      await reachThankYou(page, 'en', email);
      expect(calls.some((c) => c.path === '/auth/guest')).toBe(false);
      const me = await (await page.request.get(`${inject('webBaseUrl')}/api/v1/me`)).json();
      expect(me.data.user).toMatchObject({ email, isGuest: false });
      const submission = calls.find((c) => c.path === '/promotions/submissions');
      expect(submission?.body).toMatchObject({ userId: me.data.user.id });
    }));
});

describe('the promo-code modal’s messages (spec §5, §8)', () => {
  it.each(['en', 'vi'] as const)('says each in the spec’s words (%s)', (lang) =>
    withVisitor(browser(), { lang }, async (page) => {
      const text = TEXTS[lang];
      const dialog = await openPromo(page, lang);
      await dialog.getByRole('button', { name: text.apply }).click();
      await toastSays(page, text.empty);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByTestId('toast').getByRole('button').click();
      await page.getByTestId('toast').waitFor({ state: 'detached' });

      // A server message is shown as it is; without one, the spec's fallback.
      await answerApi(page, '/coupons/validate', () =>
        apiError(429, 'RATE_LIMITED', 'Too many codes that did not work. Please wait 15 minutes.'),
      );
      await applyCode(dialog, 'NOPE99', lang);
      await toastSays(page, 'Too many codes that did not work. Please wait 15 minutes.');
      await page.unroute('**/api/v1/coupons/validate*');
      await page.route('**/api/v1/coupons/validate*', (route) => route.abort());
      await applyCode(dialog, 'NOPE99', lang);
      await toastSays(page, text.failed);
      await page.unroute('**/api/v1/coupons/validate*');

      await answerApi(page, '/partners/DEMOAIR', () =>
        apiError(404, 'PARTNER_NOT_FOUND', 'No partner has this code.'),
      );
      await applyCode(dialog, 'DEMOAIR', lang);
      await toastSays(page, 'No partner has this code.');
    }),
  );

  it('gives the reason of a code that does not work here: APP10 is for the app', () =>
    withVisitor(browser(), {}, async (page) => {
      const dialog = await openPromo(page);
      await applyCode(dialog, 'APP10');
      await toastSays(page, 'APP10 works in the Tern app.');
      expect(await dialog.getByRole('textbox').inputValue()).toBe('APP10');
    }));

  it('sends a discount code without partner to checkout, saying what it gives', () =>
    withVisitor(browser(), {}, async (page) => {
      const dialog = await openPromo(page);
      await applyCode(dialog, 'travel10');
      const note = dialog.getByTestId('promo-at-checkout');
      await note.waitFor();
      expect(await note.locator('p').allTextContents()).toEqual([
        '10% off any order',
        'Enter TRAVEL10 at checkout when you buy your eSIM: the discount is applied there.',
      ]);
      expect(await accessibilityViolations(page)).toEqual([]);
      await note.getByRole('button', { name: 'Use another code' }).click();
      expect(await dialog.getByRole('textbox').inputValue()).toBe('');
    }));

  it('is the app banner’s APP10, which it says works in the app', () =>
    withVisitor(browser(), {}, async (page) => {
      const banner = page.locator('section[aria-labelledby="app-title"]');
      expect(await banner.getByTestId('app-coupon').textContent()).toBe('APP10');
      expect(await banner.textContent()).toContain(
        'It works in the Tern app: enter it at checkout there.',
      );
      expect(await banner.textContent()).toContain('Get 10% off your eSIM in the Tern app');
    }));
});

describe('the partner form’s messages (spec §5)', () => {
  it.each(['en', 'vi'] as const)('names every broken rule in the spec’s words (%s)', (lang) =>
    withVisitor(browser(), { lang }, async (page) => {
      const { form } = await openDemoAirForm(page, lang);
      const submit = () => form.getByRole('button', { name: TEXTS[lang].submit }).click();
      const field = (label: string) => form.getByLabel(label, { exact: true });
      const phone = form.getByRole('textbox', { name: 'Phone number' });
      await submit();
      await form.getByText('First name is required').waitFor();
      expect({
        first: await fieldError(field('First name')),
        last: await fieldError(field('Last name')),
        email: await fieldError(field('Email')),
        phone: await fieldError(phone),
        booking: await fieldError(field('Booking reference')),
        country: await fieldError(field('Country of residence')),
        start: await fieldError(field('Start date')),
        end: await fieldError(field('End date')),
      }).toEqual({
        first: 'First name is required',
        last: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        booking: 'Booking reference is required',
        country: 'Country is required',
        start: 'Start date is required',
        end: 'End date is required',
      });
      // Focus goes to the error summary, which links to each field to fix; an empty phone is no
      // reason for the toast.
      const summary = form.getByRole('alert').filter({ has: page.getByRole('heading') });
      await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await summary.getByRole('link').count()).toBe(8);
      expect(await page.getByTestId('toast').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      await fillDemoAir(form, {
        ...demoAirTraveller('lan@example'),
        bookingReference: 'ABCDEFG',
        phone: '12',
        startDate: '2025-12-31',
        endDate: '2031-01-01',
      });
      await submit();
      await toastSays(page, TEXTS[lang].invalidPhone);
      expect({
        email: await fieldError(field('Email')),
        phone: await fieldError(phone),
        booking: await fieldError(field('Booking reference')),
        start: await fieldError(field('Start date')),
        end: await fieldError(field('End date')),
      }).toEqual({
        email: 'Invalid email format',
        phone: 'Invalid phone number',
        booking: 'Booking reference must be at most 6 characters',
        start: 'Start date must be after 01/01/2026',
        end: 'End date must be before 31/12/2030',
      });
      expect(await fieldError(field('First name'))).toBeNull();

      await fillDemoAir(form, { startDate: '2026-12-10', endDate: '2026-12-01' });
      await field('End date').blur();
      expect(await fieldError(field('Start date'))).toBeNull();
      expect(await fieldError(field('End date'))).toBe(
        'End date must be after or equal to start date',
      );
    }),
  );
});

describe('a submission that fails (spec §8)', () => {
  it('shows the server’s message: the free data is given once per traveller', async () => {
    const email = newEmail('twice');
    await withVisitor(browser(), {}, async (page) => {
      await reachThankYou(page, 'en', email);
    });
    await withVisitor(browser(), {}, async (page) => {
      const { form } = await openDemoAirForm(page);
      await fillDemoAir(form, demoAirTraveller(email));
      await form.getByRole('button', { name: 'Get my free data' }).click();
      await toastSays(
        page,
        'You have already had your free data from Demo Air. It is in your eSIMs.',
      );
      expect(await page.getByTestId('promo-thanks').count()).toBe(0);
    });
  });

  it.each(['en', 'vi'] as const)(
    'says "Error submitting form. Please try again." without a server message (%s)',
    (lang) =>
      withVisitor(browser(), { lang }, async (page) => {
        await fakeSubmission(page);
        await page.unroute('**/api/v1/promotions/submissions*');
        await page.route('**/api/v1/promotions/submissions*', (route) =>
          route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
        );
        const { form } = await openDemoAirForm(page, lang);
        await fillDemoAir(form, demoAirTraveller(newEmail('bad-gateway')));
        await form.getByRole('button', { name: TEXTS[lang].submit }).click();
        await toastSays(page, TEXTS[lang].submitFailed);
      }),
  );

  it('puts the API’s own field errors under their fields', () =>
    withVisitor(browser(), {}, async (page) => {
      await fakeSubmission(page);
      await page.unroute('**/api/v1/promotions/submissions*');
      await answerApi(page, '/promotions/submissions', () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This booking reference is not Demo Air’s',
            details: { fields: { bookingReference: 'This booking reference is not Demo Air’s' } },
          },
        },
      }));
      const { form } = await openDemoAirForm(page);
      await fillDemoAir(form, demoAirTraveller(newEmail('field-error')));
      await form.getByRole('button', { name: 'Get my free data' }).click();
      await toastSays(page, 'This booking reference is not Demo Air’s');
      const booking = form.getByLabel('Booking reference', { exact: true });
      expect(await fieldError(booking)).toBe('This booking reference is not Demo Air’s');
      // Edited, the field is the traveller's again.
      await booking.fill('ZZ99ZZ');
      expect(await fieldError(booking)).toBeNull();
    }));
});

describe('the thank-you modal’s three states (spec §4)', () => {
  it.each(['en', 'vi'] as const)(
    'shows six placeholders while the plans load, then the plans (%s)',
    (lang) =>
      withVisitor(browser(), { lang }, async (page) => {
        await fakeSubmission(page);
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/v1/bundles*', async (route) => {
          await held;
          await route.continue();
        });
        const { thanks } = await reachThankYou(page, lang, 'lan@example.com');
        await thanks.getByTestId('plan-skeleton').first().waitFor();
        expect(await thanks.getByTestId('plan-skeleton').count()).toBe(6);
        expect(await thanks.getByTestId('suggested-plan').count()).toBe(0);
        expect(await accessibilityViolations(page)).toEqual([]);
        release();
        await thanks.getByTestId('suggested-plan').first().waitFor();
        expect(await thanks.getByTestId('plan-skeleton').count()).toBe(0);
      }),
  );

  it.each(['en', 'vi'] as const)('says when there are no plans (%s)', (lang) =>
    withVisitor(browser(), { lang }, async (page) => {
      await fakeSubmission(page);
      await answerApi(page, '/bundles', () => ({ body: { data: { bundles: [] }, count: 0 } }));
      const { thanks } = await reachThankYou(page, lang, 'lan@example.com');
      const empty = thanks.getByRole('status').filter({ hasText: TEXTS[lang].noPlans });
      await empty.waitFor();
      expect(await empty.textContent()).toContain(TEXTS[lang].checkBack);
      expect(await thanks.getByTestId('plan-skeleton').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      // The destination's page is still one click away.
      expect(await thanks.getByRole('link', { name: TEXTS[lang].viewMore }).count()).toBe(1);
    }),
  );

  it('shows no more than six plans', () =>
    withVisitor(browser(), {}, async (page) => {
      await fakeSubmission(page);
      const { thanks } = await reachThankYou(page, 'en', 'lan@example.com');
      await thanks.getByTestId('suggested-plan').first().waitFor();
      const offered = (await (
        await page.request.get(`${inject('webBaseUrl')}/api/v1/bundles?search=Vietnam&type=1`)
      ).json()) as { data: { bundles: unknown[] } };
      expect(offered.data.bundles.length).toBeGreaterThan(6);
      expect(await thanks.getByTestId('suggested-plan').count()).toBe(6);
    }));
});

describe('keyboard use', () => {
  it('keeps the focus in the dialog, closes on Escape and hands the focus back', () =>
    withVisitor(browser(), {}, async (page) => {
      const dialog = await openPromo(page);
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('name') === 'couponCode',
      );
      // Past the last control the focus leaves the page for the browser's own controls (where
      // document.activeElement is <body>), never for the page behind the dialog.
      const stops: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() => {
            const active = document.activeElement;
            if (!active || active === document.body) return 'outside the page';
            return active.closest('dialog[open]') ? 'dialog' : 'page behind';
          }),
        );
      }
      expect(stops).not.toContain('page behind');
      expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThanOrEqual(4);

      // The code is typed and sent with the keyboard alone.
      await dialog.getByRole('textbox').focus();
      await page.keyboard.type('DEMOAIR');
      await page.keyboard.press('Enter');
      await dialog.getByTestId('partner-form').waitFor();

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
        'dialog',
      );
      // Opened again, the flow starts over at the code.
      await page.keyboard.press('Enter');
      await page.locator('dialog[open]').getByTestId('promo-code-form').waitFor();
    }));
});
