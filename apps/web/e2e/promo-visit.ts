import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { post } from './esim-purchase';
import { mailedSignInCode } from './support/mailbox';
import type { Lang } from './utilities-visit';

/** Shared by the promo flow's browser tests (promotions*.e2e.test.ts). */
export const TEXTS = {
  en: {
    banner: 'Redeem a code',
    codeTitle: 'Redeem a code',
    apply: 'Apply code',
    submit: 'Get my free data',
    empty: 'please enter coupon code',
    failed: 'Something went wrong',
    submitFailed: 'Error submitting form. Please try again.',
    invalidPhone: 'invalid phone number',
    offer: '1 GB free data for Vietnam',
    vietnam: 'Vietnam (+84)',
    france: 'France',
    thanks: 'Thank you!',
    onItsWay: (email: string) => `Your 1 GB of free data for Vietnam is on its way to ${email}.`,
    noPlans: 'No plans available at the moment',
    checkBack: 'Please check back later for new plans',
    buyNow: 'Buy now',
    done: 'Done',
    viewMore: 'View more',
    prefix: '',
  },
  vi: {
    banner: 'Đổi mã',
    codeTitle: 'Đổi mã',
    apply: 'Áp dụng mã',
    submit: 'Nhận dữ liệu miễn phí',
    empty: 'vui lòng nhập mã giảm giá',
    failed: 'Đã xảy ra lỗi',
    submitFailed: 'Gửi biểu mẫu không thành công. Vui lòng thử lại.',
    invalidPhone: 'số điện thoại không hợp lệ',
    offer: '1 GB dữ liệu miễn phí cho Việt Nam',
    vietnam: 'Việt Nam (+84)',
    france: 'Pháp',
    thanks: 'Cảm ơn bạn!',
    onItsWay: (email: string) => `1 GB dữ liệu miễn phí cho Việt Nam đang được gửi tới ${email}.`,
    noPlans: 'Hiện chưa có gói nào',
    checkBack: 'Vui lòng quay lại sau để xem các gói mới',
    buyNow: 'Mua ngay',
    done: 'Xong',
    viewMore: 'Xem thêm',
    prefix: '/vi',
  },
} as const;

/** A fresh address per traveller: DEMOAIR gives its free data once per e-mail. */
export const newEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Presses the banner's button and waits for the promo-code modal; returns the dialog. */
export async function openPromo(page: Page, lang: Lang = 'en') {
  const button = page.getByRole('button', { name: TEXTS[lang].banner, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByTestId('promo-code-form').waitFor();
  return dialog;
}

/** Types a code into the promo-code modal and applies it. */
export async function applyCode(dialog: Locator, code: string, lang: Lang = 'en') {
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: TEXTS[lang].apply }).click();
}

/** The toast's text once it shows `text` (it is announced: role status). */
export async function toastSays(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ has: page.getByTestId('toast') });
  await toast.filter({ hasText: text }).waitFor();
  expect(await toast.getByTestId('toast').locator('p').textContent()).toBe(text);
}

export interface DemoAirValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bookingReference: string;
  residence: string;
  startDate: string;
  endDate: string;
}

export const demoAirTraveller = (email: string): DemoAirValues => ({
  firstName: 'Lan',
  lastName: 'Nguyen',
  email,
  phone: '912 345 678',
  bookingReference: 'AB12CD',
  residence: 'FR',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
});

/** Fills DEMOAIR's form (its labels are the partner's own, in English). */
export async function fillDemoAir(form: Locator, values: Partial<DemoAirValues>) {
  const text: [keyof DemoAirValues, string][] = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['bookingReference', 'Booking reference'],
    ['startDate', 'Start date'],
    ['endDate', 'End date'],
  ];
  for (const [key, label] of text) {
    if (values[key] !== undefined) await form.getByLabel(label, { exact: true }).fill(values[key]);
  }
  if (values.phone !== undefined) {
    await form.getByRole('textbox', { name: 'Phone number' }).fill(values.phone);
  }
  if (values.residence !== undefined) {
    await form.getByLabel('Country of residence').selectOption(values.residence);
  }
}

/** Reaches DEMOAIR's form from the home page; returns the dialog and the form. */
export async function openDemoAirForm(page: Page, lang: Lang = 'en') {
  const dialog = await openPromo(page, lang);
  await applyCode(dialog, 'DEMOAIR', lang);
  const form = dialog.getByTestId('partner-form');
  await form.waitFor();
  return { dialog, form };
}

/** The error shown under a field (the text its aria-describedby names), or null. */
export async function fieldError(field: Locator): Promise<string | null> {
  const described = await field.getAttribute('aria-describedby');
  const errorId = described?.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return field.page().locator(`[id="${errorId}"]`).textContent();
}

/**
 * Signs the browser context in with an account (not a guest): the e-mailed code, read from the
 * /dev/mailbox page as a local developer does.
 */
export async function signInWithAccount(context: BrowserContext, base: string, email: string) {
  await post(context.request, `${base}/api/v1/auth/login-code`, { email });
  const code = await mailedSignInCode(context, base, email);
  await post(context.request, `${base}/api/v1/auth/login-code/verify`, {
    email,
    code,
    transport: 'cookie',
  });
}
