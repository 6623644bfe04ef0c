'use client';
import type { OrderedEsim } from '@tern/contracts';
import { isApiError } from '@/lib/api/api-error';
import { listOrderedEsims } from '@/lib/api/browser/esims';
import { getItineraryUnlock } from '@/lib/api/browser/itinerary-unlock';
import type { TravellerState } from './unlock-action';

export interface LandingTraveller extends TravellerState {
  /** The traveller's eSIMs; empty when signed out or unknown. */
  esims: OrderedEsim[];
}

let loaded: Promise<LandingTraveller> | undefined;

const signedOut = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && isApiError(result.reason) && result.reason.status === 401;

/**
 * What the page's two personal islands (the unlock prompt and the 'Your eSIM' card) need, asked
 * once per page load: the page itself is static and the same for everyone. Never rejects.
 */
export function loadTraveller(): Promise<LandingTraveller> {
  loaded ??= Promise.allSettled([listOrderedEsims(), getItineraryUnlock()]).then(
    ([esims, unlock]) => ({
      signedIn:
        signedOut(esims) || signedOut(unlock) ? false : esims.status === 'fulfilled' ? true : null,
      esims: esims.status === 'fulfilled' ? esims.value.data.esims : [],
      unlock: unlock.status === 'fulfilled' ? unlock.value.data : null,
    }),
  );
  return loaded;
}
