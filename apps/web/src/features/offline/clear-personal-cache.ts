import { PERSONAL_CACHE_PREFIX, SW_MESSAGES } from './offline-contract';

/**
 * Removes every page the service worker stored for offline reading (eSIM pages with their QR
 * codes and activation codes, the order history), so the next person on this device cannot
 * read them.
 *
 * Contract for sign-out (and for switching account): call it, and await it, after the sign-out
 * request succeeded and before navigating away:
 *
 *   await signOut(); // lib/api/browser/auth
 *   await clearPersonalCache();
 *   window.location.assign('/');
 *
 * It never throws and resolves within a moment even without a service worker (unsupported
 * browser, private mode, never registered). It deletes the caches directly (the Cache API is
 * shared with the page) and also tells an active worker, so one that is mid-way through
 * storing a page drops it as well.
 */
export async function clearPersonalCache(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.clearPersonal });
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX)).map((n) => caches.delete(n)),
    );
  } catch (error) {
    // Storage blocked or a browser without the APIs: there is nothing stored to clear.
    console.warn('[offline] could not clear the personal cache', error);
  }
}
