/** The eSIM feature's server-side entry. */
export { loadOwnOrder } from './load-order';
