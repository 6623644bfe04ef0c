import { describe, expect, it } from 'vitest';
import { attractionTicketItem } from './booking-item';

describe('a priced ticket booking as a checkout item', () => {
  it('orders the chosen slot and tickets for the trimmed lead name, priced by the API', () => {
    const item = attractionTicketItem({
      attractionId: 'eiffel-tower-summit',
      name: 'Eiffel Tower summit access',
      date: '2026-12-10',
      time: '09:30',
      units: [
        { type: 'adult', quantity: 2 },
        { type: 'child', quantity: 1 },
      ],
      leadName: '  An Nguyen ',
    });
    expect(item).toEqual({
      kind: 'attraction_ticket',
      line: {
        kind: 'attraction_ticket',
        attractionId: 'eiffel-tower-summit',
        date: '2026-12-10',
        time: '09:30',
        units: [
          { type: 'adult', quantity: 2 },
          { type: 'child', quantity: 1 },
        ],
        leadTraveller: { name: 'An Nguyen' },
      },
      bundleId: 'eiffel-tower-summit',
      name: 'Eiffel Tower summit access',
      productType: 'attraction_ticket',
    });
  });
});
