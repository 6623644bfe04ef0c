import type { TicketUnit, TicketUnitType } from '@tern/contracts';

/**
 * The booking panel's ticket counts, checked with the same rules as the API (packages/domain,
 * the contracts): 1 to `max` tickets in all, and a child or infant never without an adult or
 * senior when the attraction requires it. Types are written out, not imported as values, so
 * the panel does not bring the contracts (and zod) to the page.
 */
export type Quantities = Partial<Record<TicketUnitType, number>>;

/** The contracts' order of ticket types, which the API answers in too. */
const UNIT_ORDER: readonly TicketUnitType[] = ['adult', 'child', 'senior', 'infant'];
const ACCOMPANYING: readonly TicketUnitType[] = ['adult', 'senior'];

export const totalTickets = (quantities: Quantities) =>
  Object.values(quantities).reduce((sum, n) => sum + (n ?? 0), 0);

/** The request's units: each type once, none at zero, in the contracts' order. */
export function unitsOf(quantities: Quantities): TicketUnit[] {
  return UNIT_ORDER.filter((type) => (quantities[type] ?? 0) > 0).map((type) => ({
    type,
    quantity: quantities[type] ?? 0,
  }));
}

/** One adult when sold, else one of the first type sold: the usual booking, ready to price. */
export function initialQuantities(types: readonly TicketUnitType[]): Quantities {
  const first = types.includes('adult') ? 'adult' : types[0];
  return first ? { [first]: 1 } : {};
}

export const canAdd = (quantities: Quantities, max: number) => totalTickets(quantities) < max;

export const canRemove = (quantities: Quantities, type: TicketUnitType) =>
  (quantities[type] ?? 0) > 0;

export type TicketsProblem = 'none' | 'needsAdult' | null;

/** Why these tickets cannot be priced yet, or null when they can. */
export function ticketsProblem(quantities: Quantities, requiresAdult: boolean): TicketsProblem {
  if (totalTickets(quantities) === 0) return 'none';
  const accompanied = ACCOMPANYING.some((type) => (quantities[type] ?? 0) > 0);
  if (requiresAdult && !accompanied) return 'needsAdult';
  return null;
}
