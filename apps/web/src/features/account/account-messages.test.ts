import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/account.json';
import vi from '../../../messages/vi/account.json';

/** Every key path of a catalogue, with the {placeholders} its text uses. */
function shape(messages: unknown, prefix = ''): Record<string, string[]> {
  if (typeof messages === 'string') {
    const names = [...messages.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!);
    return { [prefix]: [...new Set(names)].sort() };
  }
  return Object.assign(
    {},
    ...Object.entries(messages as Record<string, unknown>).map(([key, value]) =>
      shape(value, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

describe('account messages', () => {
  it('has every English text in Vietnamese, with the same placeholders', () => {
    expect(shape(vi)).toEqual(shape(en));
  });
});
