import type { ItineraryUnlock } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { unlockAction } from './unlock-action';

const locked = (method: ItineraryUnlock['method']): ItineraryUnlock => ({
  unlocked: false,
  via: null,
  method,
  rewardCode: null,
  instagramUsername: null,
});

const decide = (state: Parameters<typeof unlockAction>[0]) =>
  unlockAction(state, '/vi/itinerary', '/vi/sign-in');

describe('the unlock prompt (spec §2: link Instagram to unlock a custom itinerary and free data)', () => {
  it('shows the free data code once unlocked, whichever way', () => {
    const unlock: ItineraryUnlock = {
      unlocked: true,
      via: 'instagram',
      method: 'instagram',
      rewardCode: 'FREEDATA-7K2Q',
      instagramUsername: 'ada.travels',
    };
    expect(decide({ signedIn: true, unlock })).toEqual({
      kind: 'unlocked',
      via: 'instagram',
      rewardCode: 'FREEDATA-7K2Q',
      instagramUsername: 'ada.travels',
    });
  });

  it('links Instagram straight away for a signed-in traveller, coming back to this page', () => {
    expect(decide({ signedIn: true, unlock: locked('instagram') })).toEqual({
      kind: 'instagram',
      href: '/api/v1/auth/instagram/start?returnTo=%2Fvi%2Fitinerary',
      signInFirst: false,
    });
  });

  it('carries the destination chosen last to the start, where the free data will be for', () => {
    const trip = { countryId: 'ctry_jp', countryName: 'Japan' };
    const action = unlockAction(
      { signedIn: true, unlock: locked('instagram') },
      '/itinerary',
      '/sign-in',
      trip,
    );
    expect(action).toEqual({
      kind: 'instagram',
      href: '/api/v1/auth/instagram/start?returnTo=%2Fitinerary&countryId=ctry_jp&countryName=Japan',
      signInFirst: false,
    });
  });

  it('sends a signed-out traveller to sign in first, then on to Instagram', () => {
    const action = decide({ signedIn: false, unlock: locked('instagram') });
    expect(action).toEqual({
      kind: 'instagram',
      href: '/vi/sign-in?next=%2Fapi%2Fv1%2Fauth%2Finstagram%2Fstart%3FreturnTo%3D%252Fvi%252Fitinerary',
      signInFirst: true,
    });
    // The sign-in page reads next= back as the start address, which carries its own returnTo.
    const next = new URL(`http://x${(action as { href: string }).href}`).searchParams.get('next');
    expect(next).toBe('/api/v1/auth/instagram/start?returnTo=%2Fvi%2Fitinerary');
  });

  it('without Instagram on the shop, unlocks with the e-mail sign-in', () => {
    expect(decide({ signedIn: false, unlock: locked('email') })).toEqual({
      kind: 'email-sign-in',
      href: '/vi/sign-in?next=%2Fvi%2Fitinerary',
      emailUnlocks: true,
    });
    expect(decide({ signedIn: true, unlock: locked('email') })).toEqual({ kind: 'email-unlock' });
  });

  it('offers signing in when signed out and the method is not known', () => {
    expect(decide({ signedIn: false, unlock: null })).toEqual({
      kind: 'email-sign-in',
      href: '/vi/sign-in?next=%2Fvi%2Fitinerary',
      emailUnlocks: false,
    });
  });

  it('says unlocking is unavailable when the API did not answer', () => {
    expect(decide({ signedIn: null, unlock: null })).toEqual({ kind: 'unavailable' });
    expect(decide({ signedIn: true, unlock: null })).toEqual({ kind: 'unavailable' });
  });
});
