import { itineraryLandingRoute } from '@/features/itinerary-landing';

/** Regenerated at most every five minutes, like the catalogue data it shows (cache-policy.ts). */
export const revalidate = 300;

export const generateMetadata = itineraryLandingRoute.generateMetadata;
export default itineraryLandingRoute.Page;
