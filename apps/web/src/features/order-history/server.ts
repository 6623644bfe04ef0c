/** The order-history feature's server-side entry. */
export { loadOrderedEsims } from './load-ordered-esims';
