/** The orders feature's server entry: the one loader of the visitor's own order. */
export { loadOwnOrder } from './load-own-order';
