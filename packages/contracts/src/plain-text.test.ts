import { describe, expect, it } from 'vitest';
import { GuestLoginBodySchema } from './accounts';
import { SearchTextSchema } from './common';

describe('plain text fields refuse control characters and lone surrogates', () => {
  it.each(['fr\u0000', '\u001b[2J', 'a\ud800', '\udc00b', 'x\u007f'])('search %j', (text) => {
    expect(SearchTextSchema.safeParse(text).success).toBe(false);
  });

  it.each(['Côte d’Ivoire', '🇫🇷 France', 'tab\there', ''])('keeps %j', (text) => {
    expect(SearchTextSchema.safeParse(text).success).toBe(true);
  });

  it('a guest’s full name with a NUL is refused with the field named', () => {
    const result = GuestLoginBodySchema.safeParse({
      fullName: 'Sam\u0000',
      email: 'sam@example.com',
      countryCode: '+44',
      phoneNumber: '7911 123456',
      deviceType: 'web',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('fullName');
  });
});
