/**
 * The itinerary modal's words (GET /api/words/{locale}/itinerary-modal): fetched when the modal
 * opens, so the home page, whose HTML has a budget, carries none of them.
 */
export const ITINERARY_MODAL_WORDS = {
  set: 'itinerary-modal',
  namespaces: ['home.itineraryModal', 'common.close'],
} as const;
