/** The destination feature's words for its client islands, translated on the server (ClientMessage). */
export { dataHelperMessages } from './data-helper-messages';
