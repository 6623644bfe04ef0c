/** The orders feature's server entry: the one loader of the visitor's own order, and the booking routes built on it. */
export { bookingRoute } from './booking-route';
export { loadOwnOrder } from './load-own-order';
