import { isBundleId } from '@tern/contracts/bundle-id';

/**
 * What the home page remembers about a visit (spec §3 "Client-stored values"). Pure functions
 * over the Storage interface, so the rules are unit-tested without a browser.
 */

/** localStorage: the time (ms since 1970) after which the welcome modal may show again. */
export const WELCOME_MODAL_KEY = 'showWelcomeModal';
/** Spec §4: shown on the first visit, then hidden for 12 hours. */
export const WELCOME_REPEAT_MS = 12 * 60 * 60 * 1000;
/** localStorage: the full address of the last arrival that carried a query string. */
export const REFERRAL_URL_KEY = 'referralUrl';
/** sessionStorage: a plan chosen before arriving (?bundleId=…), for the purchase flow. */
export const BUNDLE_ID_KEY = 'bundleId';

export function shouldShowWelcome(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  const stored = storage.getItem(WELCOME_MODAL_KEY);
  if (stored === null) return true;
  const expiry = Number(stored);
  // An unreadable value must not hide the modal for ever.
  return !Number.isFinite(expiry) || expiry <= now;
}

export function markWelcomeShown(storage: Pick<Storage, 'setItem'>, now: number): void {
  storage.setItem(WELCOME_MODAL_KEY, String(now + WELCOME_REPEAT_MS));
}

/** Spec §2 "/": any query string on arrival is the referral URL; bundleId is read and kept. */
export function rememberArrival(
  href: string,
  local: Pick<Storage, 'setItem'>,
  session: Pick<Storage, 'setItem'>,
): void {
  const url = new URL(href);
  if (!url.search) return;
  local.setItem(REFERRAL_URL_KEY, url.href);
  const bundleId = url.searchParams.get('bundleId');
  // Anything that is not a plan id is not one of ours.
  if (isBundleId(bundleId)) session.setItem(BUNDLE_ID_KEY, bundleId);
}
