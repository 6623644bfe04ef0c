import { addDays } from '@tern/domain';
import {
  type AttractionProvider,
  type AttractionRecord,
  type AttractionTexts,
  type SupplierBooking,
  SupplierSoldOutError,
} from '../../src/providers/attractions/attraction-provider';

const texts = (name: string, city: string, data: string): AttractionTexts => ({
  name,
  city,
  description: `${name} in ${city}.`,
  highlights: ['A highlight'],
  included: ['Entry'],
  notIncluded: ['Food'],
  whatToBring: ['Photo ID'],
  dataDescription: data,
});

/** A museum open daily, hourly from 09:00, with every ticket type and 1 GB of free data. */
export const MUSEUM: AttractionRecord = {
  attractionId: 'test-museum',
  texts: {
    en: texts('Test Museum of Art', 'Paris', '1 GB of France data free with your ticket'),
    vi: texts('Bảo tàng Nghệ thuật Thử', 'Pa-ri', '1 GB dữ liệu Pháp miễn phí kèm vé'),
    ar: texts('متحف الفن التجريبي', 'باريس', 'بيانات مجانية بسعة 1 GB في فرنسا مع تذكرتك'),
  },
  countryCode: 'FR',
  category: 'museums',
  popularity: 1,
  durationMinutes: 120,
  meetingPoint: { address: 'Rue de Rivoli, 75001 Paris', latitude: 48.8606, longitude: 2.3376 },
  timeZone: 'Europe/Paris',
  openingHours: 'Mo-Su 09:00-18:00',
  cutoffHours: 24,
  requiresAdult: true,
  ticketTypes: [
    { type: 'adult', minAge: 18, maxAge: 64, usdCents: 2500 },
    { type: 'child', minAge: 4, maxAge: 17, usdCents: 1200 },
    { type: 'senior', minAge: 65, maxAge: null, usdCents: 2000 },
    { type: 'infant', minAge: 0, maxAge: 3, usdCents: 0 },
  ],
  dataMb: 1024,
  imageUrl: '/art/attraction/test-museum.svg',
  gallery: ['/art/attraction/test-museum.svg'],
};

/** A tour closed on Mondays, two departures, adults and children only, no free data. */
export const TOUR: AttractionRecord = {
  ...MUSEUM,
  attractionId: 'test-tour',
  texts: {
    en: texts('Old Town Walking Tour', 'Kyoto', ''),
    vi: texts('Đi bộ phố cổ', 'Kyoto', ''),
    ar: texts('جولة سيرًا في البلدة القديمة', 'كيوتو', ''),
  },
  countryCode: 'JP',
  category: 'tours',
  popularity: 2,
  timeZone: 'Asia/Tokyo',
  openingHours: 'Tu-Su 10:00-16:00',
  cutoffHours: 48,
  ticketTypes: [
    { type: 'adult', minAge: 12, maxAge: null, usdCents: 4000 },
    { type: 'child', minAge: 4, maxAge: 11, usdCents: 2000 },
  ],
  dataMb: 0,
  meetingPoint: { address: 'Yasaka Shrine gate, Kyoto', latitude: 35.0037, longitude: 135.7788 },
};

const SLOTS: Record<string, string[]> = {
  [MUSEUM.attractionId]: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
  [TOUR.attractionId]: ['10:00', '14:00'],
};
const CLOSED_WEEKDAYS: Record<string, number[]> = { [TOUR.attractionId]: [1] };

/**
 * A supplier for tests: two attractions, what it was asked (bookings, cancellations), and
 * switches for an outage, a booking held at a gate while the test acts, and the slot capacity.
 */
export function testAttractions() {
  const records = [MUSEUM, TOUR];
  const state = {
    capacity: 50,
    down: false,
    /** The next booking finds the slot sold to someone else. */
    soldOut: false,
    booked: [] as string[],
    cancelled: [] as string[],
    gate: undefined as { entered: () => void; release: Promise<void> } | undefined,
  };
  const bookings = new Map<string, SupplierBooking>();
  const provider: AttractionProvider = {
    async list() {
      return records;
    },
    async attraction(id) {
      return records.find((r) => r.attractionId === id) ?? null;
    },
    async availability(id, from, to) {
      if (!records.some((r) => r.attractionId === id)) return null;
      const days = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        const open = !(CLOSED_WEEKDAYS[id] ?? []).includes(weekday);
        days.push({
          date,
          open,
          slots: open
            ? SLOTS[id]!.map((time) => ({
                time,
                capacity: state.capacity,
                vacancies: state.capacity,
              }))
            : [],
        });
      }
      return days;
    },
    async book(request) {
      if (state.down) throw new Error('supplier unavailable');
      if (state.soldOut) {
        state.soldOut = false;
        throw new SupplierSoldOutError();
      }
      const waiting = state.gate;
      state.gate = undefined;
      if (waiting) {
        waiting.entered();
        await waiting.release;
      }
      const known = bookings.get(request.reference);
      if (known) return known;
      const booking: SupplierBooking = {
        supplierReference: `SUP-${request.reference.slice(0, 8)}`,
        tickets: request.units.flatMap((unit) =>
          Array.from({ length: unit.quantity }, (_, i) => ({
            unitType: unit.type,
            supplierTicketReference: `${unit.type}-${i + 1}`,
          })),
        ),
      };
      bookings.set(request.reference, booking);
      state.booked.push(booking.supplierReference);
      return booking;
    },
    async cancel(reference) {
      state.cancelled.push(reference);
    },
  };
  return { provider, state };
}
