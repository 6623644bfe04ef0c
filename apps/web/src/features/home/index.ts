/** The home feature's public entry: the page, and the app banner the itinerary landing shares. */
export { AppDownloadBanner } from './app-download-banner';
export { HomePage } from './home-page';
