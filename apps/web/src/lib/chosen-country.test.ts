import { describe, expect, it } from 'vitest';
import {
  type ChosenCountry,
  COUNTRY_CHANGED_EVENT,
  readChosenCountry,
  rememberChosenCountry,
} from './chosen-country';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function fakeWindow(storage: Pick<Storage, 'setItem'>) {
  const events = new EventTarget();
  const heard: ChosenCountry[] = [];
  events.addEventListener(COUNTRY_CHANGED_EVENT, (event) =>
    heard.push((event as CustomEvent<ChosenCountry>).detail),
  );
  return { host: Object.assign(events, { localStorage: storage }), heard };
}

describe('the chosen destination (spec §3 countryId, countryName, countryChanged)', () => {
  it('is stored under countryId and countryName and announced with countryChanged', () => {
    const storage = memoryStorage();
    const { host, heard } = fakeWindow(storage);
    rememberChosenCountry({ countryId: 'c-fr', countryName: 'France' }, host);
    expect(storage.getItem('countryId')).toBe('c-fr');
    expect(storage.getItem('countryName')).toBe('France');
    expect(heard).toEqual([{ countryId: 'c-fr', countryName: 'France' }]);
    expect(readChosenCountry(storage)).toEqual({ countryId: 'c-fr', countryName: 'France' });
  });

  it('is still announced when storage refuses to keep it', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const { host, heard } = fakeWindow(refusing);
    rememberChosenCountry({ countryId: 'c-jp', countryName: 'Japan' }, host);
    expect(heard).toEqual([{ countryId: 'c-jp', countryName: 'Japan' }]);
  });

  it('reads as nothing when no name was stored', () => {
    const storage = memoryStorage();
    expect(readChosenCountry(storage)).toBeNull();
    storage.setItem('countryId', 'c-fr');
    expect(readChosenCountry(storage)).toBeNull();
  });
});
