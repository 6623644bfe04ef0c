/** The preferences feature's words for its client islands, translated on the server (ClientMessage). */
export { currencyMessages } from './preference-messages';
