'use client';
import { LOCATION_ERRORS, locationErrorMessage } from './location-errors';

export interface PurchaseLocation {
  latitude: number;
  longitude: number;
}

/** Spec §7 "Browser geolocation": a fresh, precise fix, not the quick one the plan lists use. */
export const PURCHASE_GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 20_000,
  maximumAge: 30_000,
  enableHighAccuracy: true,
};

/**
 * The device position a purchase needs (spec §5: both latitude and longitude), or null after
 * logging why not in the spec's words (§8).
 */
export function locateForPurchase(): Promise<PurchaseLocation | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    console.error(`[purchase] ${LOCATION_ERRORS.unsupported}`);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const { latitude, longitude } = coords;
        if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
          resolve({ latitude, longitude });
        } else {
          console.error(`[purchase] ${LOCATION_ERRORS.unavailable}`);
          resolve(null);
        }
      },
      (error) => {
        console.error(`[purchase] ${locationErrorMessage(error.code, error.message)}`);
        resolve(null);
      },
      PURCHASE_GEOLOCATION_OPTIONS,
    );
  });
}
