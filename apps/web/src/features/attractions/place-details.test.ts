import { describe, expect, it } from 'vitest';
import { ageBand, formatCoordinates, mapsHref, splitDuration } from './place-details';

const eiffel = { address: 'Champ de Mars, 75007 Paris', latitude: 48.8584, longitude: 2.2945 };

describe('place details', () => {
  it('links the meeting point to the visitor’s maps app by its coordinates', () => {
    expect(mapsHref(eiffel)).toBe(
      'https://www.google.com/maps/search/?api=1&query=48.8584%2C2.2945',
    );
  });

  it('writes coordinates with hemispheres', () => {
    expect(formatCoordinates(eiffel)).toBe('48.8584° N, 2.2945° E');
    expect(formatCoordinates({ ...eiffel, latitude: -33.8568, longitude: -151.2153 })).toBe(
      '33.8568° S, 151.2153° W',
    );
  });

  it('splits a duration into hours and minutes', () => {
    expect(splitDuration(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it('names the age band of a ticket type', () => {
    expect(ageBand({ minAge: 4, maxAge: 11 })).toEqual({ key: 'ageRange', min: 4, max: 11 });
    expect(ageBand({ minAge: 65, maxAge: null })).toEqual({ key: 'ageFrom', min: 65, max: 0 });
    expect(ageBand({ minAge: null, maxAge: 3 })).toEqual({ key: 'ageUnder', min: 0, max: 4 });
    expect(ageBand({ minAge: null, maxAge: null })).toBeNull();
  });
});
