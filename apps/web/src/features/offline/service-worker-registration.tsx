'use client';
import { useEffect } from 'react';
import { SERVICE_WORKER_URL, SW_MESSAGES } from './offline-contract';

/** Same-origin resources worth keeping for the offline copy of the page being read. */
const CACHEABLE_RESOURCE = /^\/(_next\/static|flags|fonts)\//;

/** The page itself and the scripts, styles, fonts and flags it loaded before the worker ran. */
function urlsToKeep(extraUrls: readonly string[]): string[] {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && CACHEABLE_RESOURCE.test(url.pathname))
    .map((url) => url.pathname + url.search);
  return [location.pathname + location.search, ...extraUrls, ...resources];
}

/**
 * Registers the service worker (public/sw.js) once the page has loaded and the browser is
 * idle, so it never competes with the page's own loading, then asks it to keep this page and
 * `warmUrls` (e.g. the eSIM pages listed in the order history) for offline reading: the first
 * visit already works offline, without waiting for a second one through the worker.
 *
 * Production only: in development a worker serving cached /_next/static files would fight
 * hot reloading.
 */
export function ServiceWorkerRegistration({ warmUrls = [] }: { warmUrls?: readonly string[] }) {
  const warmKey = warmUrls.join('\n');

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const extra = warmKey ? warmKey.split('\n') : [];

    async function register() {
      try {
        await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
        const ready = await navigator.serviceWorker.ready;
        if (!cancelled)
          ready.active?.postMessage({ type: SW_MESSAGES.cacheUrls, urls: urlsToKeep(extra) });
      } catch (error) {
        // Offline reading is an extra; the page works without it.
        console.warn('[offline] service worker registration failed', error);
      }
    }

    // Safari has no requestIdleCallback; a second after load is idle enough there.
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => void register(), { timeout: 3_000 });
      else window.setTimeout(() => void register(), 1_000);
    };

    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, [warmKey]);

  return null;
}
