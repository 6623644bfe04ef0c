import { airportBookings, airportSlots } from '../../db/schema';
import { slotCapacity } from '../shared/slot-capacity';

export { HOLD_MINUTES } from '../shared/slot-capacity';

/** Lounge and fast-track places, per resource and hourly slot. */
export const { holdPlaces, keepPaidHolds, reholdPlaces, releasePlaces, heldInSlot } = slotCapacity({
  slots: airportSlots,
  bookings: airportBookings,
});
