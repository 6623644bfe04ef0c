import { describe, expect, it } from 'vitest';
import {
  ITINERARY_MODAL_KEY,
  isItineraryModalOpen,
  storeItineraryModalOpen,
} from './itinerary-modal-state';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('itinerary modal state (spec §2: toggled from stored state)', () => {
  it('is closed until opened, and stays open across a reload until it is closed', () => {
    const storage = memoryStorage();
    expect(isItineraryModalOpen(storage)).toBe(false);
    storeItineraryModalOpen(true, () => storage);
    expect(storage.items.get(ITINERARY_MODAL_KEY)).toBe('true');
    expect(isItineraryModalOpen(storage)).toBe(true);
    storeItineraryModalOpen(false, () => storage);
    expect(storage.items.has(ITINERARY_MODAL_KEY)).toBe(false);
    expect(isItineraryModalOpen(storage)).toBe(false);
  });

  it('reads anything but "true" as closed', () => {
    expect(isItineraryModalOpen(memoryStorage({ [ITINERARY_MODAL_KEY]: 'yes' }))).toBe(false);
  });

  it('still opens and closes when storage refuses to keep the state, or is blocked', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => storeItineraryModalOpen(true, () => refusing)).not.toThrow();
    expect(() => storeItineraryModalOpen(false, () => refusing)).not.toThrow();
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => storeItineraryModalOpen(true, blocked)).not.toThrow();
  });
});
