/** The itinerary landing page's public entry: its route (/itinerary) and its path. */
export { ITINERARY_LANDING_PATH } from './landing-paths';
export { itineraryLandingRoute } from './landing-route';
