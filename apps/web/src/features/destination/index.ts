/** The destination feature's public entry: the destination page and its not-found answers. */

export { DestinationJsonLd } from './destination-json-ld';
export { DestinationNotFound } from './destination-not-found';
export { DestinationPage } from './destination-page';
export { DestinationUnavailable } from './destination-unavailable';
