import { MAX_TICKETS_PER_BOOKING } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import {
  canAdd,
  canRemove,
  initialQuantities,
  ticketsProblem,
  totalTickets,
  unitsOf,
} from './ticket-rules';

describe('ticket quantities', () => {
  it('start at one adult, or one of the first type an attraction sells', () => {
    expect(initialQuantities(['child', 'adult'])).toEqual({ adult: 1 });
    expect(initialQuantities(['senior', 'child'])).toEqual({ senior: 1 });
    expect(initialQuantities([])).toEqual({});
  });

  it('hold 1 to 10 tickets in all types together', () => {
    const nine = { adult: 5, child: 4 };
    expect(totalTickets(nine)).toBe(9);
    expect(canAdd(nine, MAX_TICKETS_PER_BOOKING)).toBe(true);
    expect(canAdd({ ...nine, infant: 1 }, MAX_TICKETS_PER_BOOKING)).toBe(false);
    expect(canRemove(nine, 'child')).toBe(true);
    expect(canRemove(nine, 'senior')).toBe(false);
    expect(ticketsProblem({ adult: 0 }, false)).toBe('none');
  });

  it('need an adult or a senior beside children and infants when the attraction says so', () => {
    expect(ticketsProblem({ child: 2 }, true)).toBe('needsAdult');
    expect(ticketsProblem({ child: 2, infant: 1 }, true)).toBe('needsAdult');
    expect(ticketsProblem({ child: 2, senior: 1 }, true)).toBe(null);
    expect(ticketsProblem({ child: 2 }, false)).toBe(null);
  });

  it('are sent as units in the contracts’ order, each type once and none at zero', () => {
    expect(unitsOf({ infant: 1, adult: 2, child: 0 })).toEqual([
      { type: 'adult', quantity: 2 },
      { type: 'infant', quantity: 1 },
    ]);
  });
});
