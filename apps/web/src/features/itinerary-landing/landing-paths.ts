/** This page's route: the spec shows none for the itinerary landing page (§2); the issue names it. */
export const ITINERARY_LANDING_PATH = '/itinerary';
/** 'View eSIM' goes to the order history (spec §2 routes). */
export const ORDER_HISTORY_PATH = '/profile?orderHistory=true';
