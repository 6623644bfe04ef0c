/** The search feature's words for its client islands, translated on the server (ClientMessage). */
export { destinationSearchMessages } from './search-messages';
