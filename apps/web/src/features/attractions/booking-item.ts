import type { AttractionTicketLineInput, TicketUnit } from '@tern/contracts';
import type { CheckoutItem } from '@/features/checkout';

/**
 * The booking the panel priced, as the one checkout's item: the order line (slot, tickets by
 * type, the lead traveller's trimmed name; the API prices it again) and what add_to_cart reports.
 */
export function attractionTicketItem(booking: {
  attractionId: string;
  name: string;
  date: string;
  time: string;
  units: TicketUnit[];
  leadName: string;
}): CheckoutItem {
  const line: AttractionTicketLineInput = {
    kind: 'attraction_ticket',
    attractionId: booking.attractionId,
    date: booking.date,
    time: booking.time,
    units: booking.units,
    leadTraveller: { name: booking.leadName.trim() },
  };
  return {
    kind: line.kind,
    line,
    bundleId: booking.attractionId,
    name: booking.name,
    productType: line.kind,
  };
}
