/** The checkout feature's server-side entry: loaders that call the API with the visitor's cookie. */
export { findBundle } from './find-bundle';
export { isPaid, loadOwnOrder } from './load-order';
export { stripePublishableKey } from './stripe-config';
