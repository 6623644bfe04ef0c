/** The plans feature's words for its client islands, translated on the server (ClientMessage). */
export { planListingMessages } from './plan-messages';
