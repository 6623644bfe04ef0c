import { describe, expect, it } from 'vitest';
import { fixturePlan } from './plan-fixture';
import {
  forgetShareLink,
  keepLastPlan,
  keepOutline,
  keepSharedPlan,
  keepShareLink,
  readLastPlan,
  readOutline,
  readSharedPlan,
  readShareLinks,
  SHARED_PLANS_KEPT,
} from './plan-storage';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const shared = () => ({ title: 'Dubai', plan: fixturePlan(), sharedAt: '2026-11-26T10:00:00Z' });

describe('the plans kept on this device for offline use', () => {
  it('keeps the last plan with its saved id and share link', () => {
    const store = memoryStore();
    expect(readLastPlan(store)).toBeNull();
    const kept = {
      plan: fixturePlan(),
      savedId: null,
      share: { shareId: 'x'.repeat(22), path: '/itinery?share=x', revokeKey: 'k' },
    };
    keepLastPlan(kept, store);
    expect(readLastPlan(store)).toEqual(kept);
  });

  it(`keeps the ${SHARED_PLANS_KEPT} shared plans opened last`, () => {
    const store = memoryStore();
    for (let i = 0; i <= SHARED_PLANS_KEPT; i += 1) keepSharedPlan(`share-${i}`, shared(), store);
    expect(readSharedPlan('share-0', store)).toBeNull();
    expect(readSharedPlan(`share-${SHARED_PLANS_KEPT}`, store)?.title).toBe('Dubai');
    expect([...store.items.keys()].filter((k) => k.includes('shared.'))).toHaveLength(
      SHARED_PLANS_KEPT,
    );
  });

  it('remembers the revoke keys of the links made here until they are revoked', () => {
    const store = memoryStore();
    keepShareLink({ shareId: 'a', path: '/itinery?share=a', revokeKey: 'ka' }, store);
    keepShareLink({ shareId: 'b', path: '/itinery?share=b', revokeKey: 'kb' }, store);
    forgetShareLink('a', store);
    expect(readShareLinks(store)).toEqual({
      b: { shareId: 'b', path: '/itinery?share=b', revokeKey: 'kb' },
    });
  });

  it('keeps country outlines by ISO code', () => {
    const store = memoryStore();
    const outline = {
      isoCode: 'AE',
      bbox: [51, 22, 56, 26] as [number, number, number, number],
      polygons: [],
    };
    keepOutline(outline, store);
    expect(readOutline('AE', store)).toEqual(outline);
  });

  it('carries on when storage is blocked, full or holds something unreadable', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      keepLastPlan({ plan: fixturePlan(), savedId: null, share: null }, blocked),
    ).not.toThrow();
    expect(readLastPlan(blocked)).toBeNull();
    expect(() => keepSharedPlan('a', shared(), blocked)).not.toThrow();
    const garbled = memoryStore();
    garbled.items.set('tern.itinerary.last', '{not json');
    expect(readLastPlan(garbled)).toBeNull();
    expect(readLastPlan(null)).toBeNull();
  });
});
