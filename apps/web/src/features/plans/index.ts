/** The plans feature's public entry: the destination listing with its tabs and search. */
export { PlanListing } from './plan-listing';
