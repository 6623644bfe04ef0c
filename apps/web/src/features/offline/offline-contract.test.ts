import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PERSONAL_CACHE_PREFIX, SW_MESSAGES } from './offline-contract';

const ORIGIN = 'https://tern.example';
const source = readFileSync(
  fileURLToPath(new URL('../../../public/sw.js', import.meta.url)),
  'utf8',
);

/** public/sw.js evaluated with a stand-in `self`, so its routing can be tested without a browser. */
function loadWorker() {
  const listeners: string[] = [];
  const context: Record<string, unknown> = {
    URL,
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string) => listeners.push(type),
    },
  };
  runInNewContext(
    `${source}\nthis.exported = { strategyFor, pageSlot, PERSONAL_CACHE_PREFIX, MESSAGES };`,
    context,
  );
  const exported = context.exported as {
    strategyFor(url: URL, method: string, mode: string): string;
    pageSlot(url: URL): { cache: string; key: string };
    PERSONAL_CACHE_PREFIX: string;
    MESSAGES: Record<string, string>;
  };
  return { ...exported, listeners };
}

const worker = loadWorker();
const strategy = (path: string, method = 'GET', mode = 'navigate') =>
  worker.strategyFor(new URL(path, ORIGIN), method, mode);

describe('service worker', () => {
  it('uses the same cache prefix and messages as the pages', () => {
    expect(worker.PERSONAL_CACHE_PREFIX).toBe(PERSONAL_CACHE_PREFIX);
    expect(worker.MESSAGES).toEqual(SW_MESSAGES);
  });

  it('listens for install, activate, fetch and message', () => {
    expect(worker.listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it('reads the traveller’s own pages network first, in both languages', () => {
    for (const path of [
      '/esims/4f1c2b9e-0000-4000-8000-000000000000',
      '/profile',
      '/vi/profile',
      '/vi/esims/abc',
      '/passes/4f1c2b9e-0000-4000-8000-000000000000',
      '/vi/passes/abc',
      '/tickets/4f1c2b9e-0000-4000-8000-000000000000',
      '/vi/tickets/abc',
    ]) {
      expect(strategy(path)).toBe('network-first');
    }
    expect(strategy('/profile?orderHistory=true')).toBe('network-first');
  });

  it('leaves every other page to the network (the catalogue is not an offline feature)', () => {
    for (const path of [
      '/',
      '/vi',
      '/esim-list',
      '/france-mobile-esim-plans',
      '/esims',
      '/passes',
      '/tickets',
      '/adventure',
      '/events/eiffel-tower-summit',
      '/profile/edit',
    ]) {
      expect(strategy(path)).toBe('network');
    }
  });

  it('never stores API calls, POSTs or other origins', () => {
    expect(strategy('/api/v1/esims', 'GET', 'cors')).toBe('network');
    expect(strategy('/api/v1/orders/x', 'GET', 'navigate')).toBe('network');
    expect(strategy('/esims/abc', 'POST')).toBe('network');
    expect(
      worker.strategyFor(new URL('https://cdn.example/_next/static/a.js'), 'GET', 'no-cors'),
    ).toBe('network');
  });

  it('keeps one copy of the itinerary planner whatever its trip, and one per share link', () => {
    for (const path of ['/itinery', '/vi/itinery', '/itinery?countryName=Japan']) {
      expect(strategy(path)).toBe('network-first');
    }
    const slot = (path: string) => worker.pageSlot(new URL(path, ORIGIN));
    expect(slot('/itinery?countryId=&countryName=Japan&startDate=01%2F12%2F2026').key).toBe(
      `${ORIGIN}/itinery`,
    );
    expect(slot('/vi/itinery?share=abc_DEF-123&countryName=x').key).toBe(
      `${ORIGIN}/vi/itinery?share=abc_DEF-123`,
    );
    // Not an account's page: signing out (which clears the personal cache) leaves it.
    expect(slot('/itinery').cache.startsWith(PERSONAL_CACHE_PREFIX)).toBe(false);
    expect(slot('/esims/abc?x=1')).toEqual({
      cache: expect.stringMatching(new RegExp(`^${PERSONAL_CACHE_PREFIX}`)),
      key: `${ORIGIN}/esims/abc?x=1`,
    });
    // The itinerary landing page is another page, left to the network.
    expect(strategy('/itinerary')).toBe('network');
  });

  it('keeps build files, flags and fonts cache first', () => {
    expect(strategy('/_next/static/chunks/app.js', 'GET', 'no-cors')).toBe('cache-first');
    expect(strategy('/flags/4x3/fr.svg', 'GET', 'no-cors')).toBe('cache-first');
    expect(strategy('/fonts/inter-latin.woff2', 'GET', 'cors')).toBe('cache-first');
  });

  it('does not treat a script fetch of an eSIM page (React Server Components) as a navigation', () => {
    expect(strategy('/esims/abc', 'GET', 'cors')).toBe('network');
  });
});
