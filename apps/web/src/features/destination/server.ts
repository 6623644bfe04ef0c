/** The destination feature's server-side entry: loading, metadata and the words its islands get. */
export { destinationCopy, destinationMetadata } from './destination-metadata';
export { lookUpDestination } from './load-destination';
