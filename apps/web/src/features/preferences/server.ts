/** The preferences feature's server-side entry. */
export { getPreferredCurrency } from './preferred-currency';
