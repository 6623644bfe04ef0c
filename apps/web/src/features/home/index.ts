/** The home feature's public entry. */
export { HomePage } from './home-page';
