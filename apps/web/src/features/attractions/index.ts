/**
 * The attractions feature's public entry: /adventure, /events/{attractionId} and its 404, and
 * the popular attractions list (home deals, landing page top events). The ticket page and the
 * profile's tickets are in ./server.
 */
export { adventureRoute } from './adventure-route';
export { AttractionNotFound } from './attraction-not-found';
export { eventRoute } from './event-route';
export { PopularAttractionList, type PopularAttractionListWords } from './popular-attraction-list';
