/*
 * Tern's service worker: lets a traveller open their eSIM page (QR code, activation code) with
 * no signal, e.g. on landing, before the new eSIM is switched on, their lounge or fast-track
 * e-pass at the airport, and their attraction tickets at the entrance.
 *
 * - The traveller's own pages (/esims/{id}, /passes/{id}, /tickets/{id}, /profile, and their
 *   /vi/ versions) are network first: always fresh when online, the last good copy when offline.
 * - The itinerary planner (/itinery, /vi/itinery) is network first too, one copy whatever its
 *   trip query (the page shows the last plan kept on the device), one per share link opened. It
 *   holds nothing of an account, so its copy stays after sign-out.
 * - Fingerprinted build files, flags and fonts are cache first: their URLs change when they do.
 * - Everything else, and all of /api/, goes to the network untouched: no API answer and no
 *   POST is ever stored.
 *
 * Plain JavaScript served as is. The names shared with the pages are repeated from
 * src/features/offline/offline-contract.ts (a unit test keeps them in step). Bump VERSION when
 * this file's behaviour changes: activation then deletes every cache of older versions.
 */
const VERSION = '2';
const PERSONAL_CACHE_PREFIX = 'tern-pages-';
const PERSONAL_CACHE = `${PERSONAL_CACHE_PREFIX}${VERSION}`;
const STATIC_CACHE = `tern-static-${VERSION}`;
const TRIP_CACHE = `tern-trip-${VERSION}`;
const MESSAGES = { clearPersonal: 'tern:clear-personal-cache', cacheUrls: 'tern:cache-urls' };

const PERSONAL_PAGE = /^(\/vi)?\/(esims\/[^/]+|passes\/[^/]+|tickets\/[^/]+|profile)\/?$/;
const ITINERARY_PAGE = /^(\/vi)?\/itinery\/?$/;
const STATIC_ASSET = /^\/(_next\/static|flags|fonts)\//;
/** Old build files pile up across deployments; keep the cache to a sensible size. */
const STATIC_CACHE_LIMIT = 300;

/** 'network-first' | 'cache-first' | 'network' for a request (exposed for the unit test). */
function strategyFor(url, method, mode) {
  if (method !== 'GET' || url.origin !== self.location.origin) return 'network';
  if (url.pathname.startsWith('/api/')) return 'network';
  if (STATIC_ASSET.test(url.pathname)) return 'cache-first';
  if (mode === 'navigate' && PERSONAL_PAGE.test(url.pathname)) return 'network-first';
  if (mode === 'navigate' && ITINERARY_PAGE.test(url.pathname)) return 'network-first';
  return 'network';
}

/**
 * Where a page is kept and under which URL: an itinerary page by its path and share link only
 * (any trip query reopens the last plan), every other page by its full URL.
 */
function pageSlot(url) {
  if (!ITINERARY_PAGE.test(url.pathname)) return { cache: PERSONAL_CACHE, key: url.href };
  const share = url.searchParams.get('share');
  const query = share ? `?share=${encodeURIComponent(share)}` : '';
  return { cache: TRIP_CACHE, key: `${url.origin}${url.pathname}${query}` };
}

/** Only a complete page of the traveller's own is kept: not an error, not a redirect. */
function isKeepable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · Tern</title>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0b1b33">
<h1>You are offline</h1><p>This page has not been saved on this device yet. Open it once with a
connection and it will be here next time.</p>
<p lang="vi">Bạn đang ngoại tuyến. Hãy mở trang này một lần khi có mạng để xem lại khi ngoại tuyến.</p>`;

async function networkFirst(request) {
  const slot = pageSlot(new URL(request.url));
  const cache = await caches.open(slot.cache);
  let response;
  try {
    response = await fetch(request);
  } catch {
    const saved = await cache.match(slot.key, { ignoreVary: true });
    return (
      saved ??
      new Response(OFFLINE_PAGE, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
    );
  }
  if (isKeepable(response)) await cache.put(slot.key, response.clone());
  // Signed out, or not this traveller's order any more: forget the old copy too.
  else if (response.status === 401 || response.status === 404) await cache.delete(slot.key);
  return response;
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (isKeepable(response)) {
    await cache.put(request, response.clone());
    await trimStaticCache(cache);
  }
  return response;
}

async function trimStaticCache(cache) {
  const keys = await cache.keys();
  // Cache keys come back oldest first.
  await Promise.all(keys.slice(0, -STATIC_CACHE_LIMIT).map((key) => cache.delete(key)));
}

/** Stores what a page asked for (itself, its build files, eSIM pages it links to). */
async function cacheUrls(urls) {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      const page = PERSONAL_PAGE.test(url.pathname) || ITINERARY_PAGE.test(url.pathname);
      const strategy = strategyFor(url, 'GET', page ? 'navigate' : 'no-cors');
      if (strategy === 'network') return;
      const slot =
        strategy === 'cache-first' ? { cache: STATIC_CACHE, key: url.href } : pageSlot(url);
      const cache = await caches.open(slot.cache);
      if (strategy === 'cache-first' && (await cache.match(slot.key))) return;
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (isKeepable(response)) await cache.put(slot.key, response);
      } catch {
        // Offline already, or the server hiccuped: the next visit stores it.
      }
    }),
  );
}

self.addEventListener('install', () => {
  // A new version takes over at once: its first act (activate) is deleting stale caches.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [PERSONAL_CACHE, STATIC_CACHE, TRIP_CACHE];
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('tern-') && !current.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(new URL(request.url), request.method, request.mode);
  if (strategy === 'network-first') event.respondWith(networkFirst(request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
});

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  // Only pages of this origin can reach the worker, and only its own URLs are ever stored.
  if (message.type === MESSAGES.clearPersonal) {
    event.waitUntil(caches.delete(PERSONAL_CACHE));
  } else if (message.type === MESSAGES.cacheUrls && Array.isArray(message.urls)) {
    event.waitUntil(cacheUrls(message.urls.filter((u) => typeof u === 'string').slice(0, 100)));
  }
});
