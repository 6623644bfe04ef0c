import { describe, expect, it } from 'vitest';
import { NAVIGATION_MODE_KEY, readNavigationMode, writeNavigationMode } from './navigation-mode';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('navigation mode', () => {
  it("is 'home' when nothing is stored (the default layout)", () => {
    expect(readNavigationMode(memoryStorage())).toBe('home');
  });

  it("is 'visit' only when 'visit' is stored under navigationMode", () => {
    expect(readNavigationMode(memoryStorage({ [NAVIGATION_MODE_KEY]: 'visit' }))).toBe('visit');
    expect(readNavigationMode(memoryStorage({ [NAVIGATION_MODE_KEY]: 'VISIT' }))).toBe('home');
    expect(readNavigationMode(memoryStorage({ [NAVIGATION_MODE_KEY]: 'home' }))).toBe('home');
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeNavigationMode(storage, 'visit');
    expect(readNavigationMode(storage)).toBe('visit');
    writeNavigationMode(storage, 'home');
    expect(readNavigationMode(storage)).toBe('home');
  });
});
