import type { CountryOutline, ItineraryPlan, SharedItinerary } from '@tern/contracts';

/*
 * What the planner keeps on this device so a plan once opened works with no connection (issue
 * 24): the last plan, the shared plans opened, the share links made (with the key that revokes
 * them) and the country outlines the maps drew. localStorage: small, synchronous, and readable
 * in the first render after an offline reload. Every read and write survives blocked storage
 * (private mode) and a full quota: keeping is a nicety, never a reason for the page to fail.
 */

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'tern.itinerary.';
const LAST_PLAN = `${PREFIX}last`;
const SHARED_INDEX = `${PREFIX}shared`;
const SHARES = `${PREFIX}shares`;
const OUTLINE = `${PREFIX}outline.`;
/** Shared plans kept, newest first; an older one is dropped. */
export const SHARED_PLANS_KEPT = 5;

export interface ShareLink {
  shareId: string;
  /** The read-only page's path: /itinery?share={shareId}. */
  path: string;
  /** Sent as X-Share-Revoke-Key to stop sharing. */
  revokeKey: string;
}

export interface KeptPlan {
  plan: ItineraryPlan;
  /** The saved plan's id when it was saved to the account. */
  savedId: string | null;
  /** The live share link made for this plan, if any. */
  share: ShareLink | null;
}

function read<T>(store: Store | null, key: string): T | null {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(store: Store | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked or full: the page carries on without the offline copy.
  }
}

/** The browser's localStorage, or null where it is blocked or absent (server render). */
export function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const readLastPlan = (store = browserStore()) => read<KeptPlan>(store, LAST_PLAN);

export const keepLastPlan = (kept: KeptPlan, store = browserStore()) =>
  write(store, LAST_PLAN, kept);

export function readSharedPlan(shareId: string, store = browserStore()): SharedItinerary | null {
  return read<SharedItinerary>(store, `${SHARED_INDEX}.${shareId}`);
}

/** Keeps a shared plan opened, forgetting the oldest beyond SHARED_PLANS_KEPT. */
export function keepSharedPlan(shareId: string, shared: SharedItinerary, store = browserStore()) {
  const ids = (read<string[]>(store, SHARED_INDEX) ?? []).filter((id) => id !== shareId);
  const kept = [shareId, ...ids];
  for (const old of kept.slice(SHARED_PLANS_KEPT)) {
    try {
      store?.removeItem(`${SHARED_INDEX}.${old}`);
    } catch {
      // See write().
    }
  }
  write(store, SHARED_INDEX, kept.slice(0, SHARED_PLANS_KEPT));
  write(store, `${SHARED_INDEX}.${shareId}`, shared);
}

/** Share links made on this device, by id: their revoke keys outlive the plan on the page. */
export const readShareLinks = (store = browserStore()) =>
  read<Record<string, ShareLink>>(store, SHARES) ?? {};

export function keepShareLink(link: ShareLink, store = browserStore()) {
  write(store, SHARES, { ...readShareLinks(store), [link.shareId]: link });
}

export function forgetShareLink(shareId: string, store = browserStore()) {
  const { [shareId]: _gone, ...rest } = readShareLinks(store);
  write(store, SHARES, rest);
}

export const readOutline = (isoCode: string, store = browserStore()) =>
  read<CountryOutline>(store, `${OUTLINE}${isoCode}`);

export const keepOutline = (outline: CountryOutline, store = browserStore()) =>
  write(store, `${OUTLINE}${outline.isoCode}`, outline);
