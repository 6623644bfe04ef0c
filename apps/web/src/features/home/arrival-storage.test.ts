import { describe, expect, it } from 'vitest';
import {
  BUNDLE_ID_KEY,
  markWelcomeShown,
  REFERRAL_URL_KEY,
  rememberArrival,
  shouldShowWelcome,
  WELCOME_MODAL_KEY,
  WELCOME_REPEAT_MS,
} from './arrival-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const NOW = Date.UTC(2026, 10, 21, 9, 0);

describe('welcome modal schedule', () => {
  it('shows on the first visit', () => {
    expect(shouldShowWelcome(memoryStorage(), NOW)).toBe(true);
  });

  it('stays hidden for 12 hours after it was shown, then shows again', () => {
    const storage = memoryStorage();
    markWelcomeShown(storage, NOW);
    expect(storage.items.get(WELCOME_MODAL_KEY)).toBe(String(NOW + WELCOME_REPEAT_MS));
    expect(shouldShowWelcome(storage, NOW + WELCOME_REPEAT_MS - 1)).toBe(false);
    expect(shouldShowWelcome(storage, NOW + WELCOME_REPEAT_MS)).toBe(true);
  });

  it('treats an unreadable stored value as expired', () => {
    expect(shouldShowWelcome(memoryStorage({ [WELCOME_MODAL_KEY]: 'soon' }), NOW)).toBe(true);
  });
});

describe('arrival', () => {
  it('stores the referral URL only when the address has a query string', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    rememberArrival('https://tern.travel/', local, session);
    expect(local.items.size).toBe(0);
    rememberArrival('https://tern.travel/?utm_source=mail&ref=linh', local, session);
    expect(local.items.get(REFERRAL_URL_KEY)).toBe('https://tern.travel/?utm_source=mail&ref=linh');
  });

  it('keeps a well-formed bundleId for the purchase flow and ignores anything else', () => {
    const session = memoryStorage();
    rememberArrival('https://tern.travel/?bundleId=bndl_fr_7d_3gb', memoryStorage(), session);
    expect(session.items.get(BUNDLE_ID_KEY)).toBe('bndl_fr_7d_3gb');
    const other = memoryStorage();
    rememberArrival('https://tern.travel/?bundleId=%3Cscript%3E', memoryStorage(), other);
    expect(other.items.has(BUNDLE_ID_KEY)).toBe(false);
  });
});
