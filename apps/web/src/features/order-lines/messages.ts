/**
 * The order-lines feature's words for client islands (the guest dialog): which deliverable each
 * kind names. Kept apart from index.ts so an island does not bring the summary components.
 */
export { type Deliverable, deliverableOf } from './line-words';
