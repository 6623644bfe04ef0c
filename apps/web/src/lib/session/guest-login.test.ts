import { describe, expect, it } from 'vitest';
import { guestLoginBody } from './guest-login';

describe('guestLoginBody (spec §6)', () => {
  it('sends the spec’s guest login body: web device, placeholder token, e-mail verified', () => {
    expect(
      guestLoginBody({
        fullName: ' Sam Traveller ',
        email: ' sam@example.com',
        callingRegion: 'GB',
        callingCode: '+44',
        phoneNumber: '7911 123456 ',
      }),
    ).toEqual({
      fullName: 'Sam Traveller',
      email: 'sam@example.com',
      countryCode: '+44',
      phoneNumber: '7911 123456',
      deviceType: 'web',
      deviceToken: 'web',
      isEmailVerified: true,
    });
  });
});
