import type { OrderLineKind } from '@tern/contracts';

/** What the traveller is sent for a line: the word checkout uses for it ("your e-pass"). */
export type Deliverable = 'esim' | 'epass' | 'tickets';

/**
 * Each kind's words, beside its views (line-views.ts) but in a file of its own: client islands
 * (the guest dialog) read it, and the views would bring their summary components along. The
 * mapped type makes a kind the contracts know but this map does not a type error.
 */
const DELIVERABLES: { [K in OrderLineKind]: Deliverable | 'order' } = {
  esim_plan: 'esim',
  // Nothing new to send: the receipt, to the address the eSIM went to.
  esim_topup: 'order',
  lounge_pass: 'epass',
  fast_track: 'epass',
  attraction_ticket: 'tickets',
};

/**
 * What checkout says it sends for these lines: their one deliverable, or `order` when they mix
 * kinds that deliver different things (an eSIM and an e-pass) or there are none.
 */
export function deliverableOf(kinds: readonly OrderLineKind[]): Deliverable | 'order' {
  const found = new Set(kinds.map((kind) => DELIVERABLES[kind]));
  return found.size === 1 ? [...found][0]! : 'order';
}
