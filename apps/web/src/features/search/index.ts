/** The search feature's public entry: the hero's destination search. */
export { DESTINATION_SEARCH_INPUT_ID, DestinationSearch } from './destination-search';
