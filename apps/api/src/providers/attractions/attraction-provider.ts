import type {
  AttractionCategory,
  Locale,
  MeetingPoint,
  TicketUnit,
  TicketUnitType,
} from '@tern/contracts';

/** Text an attraction shows, in one language. */
export interface AttractionTexts {
  name: string;
  city: string;
  description: string;
  highlights: string[];
  included: string[];
  notIncluded: string[];
  whatToBring: string[];
  /** "1 GB of France data free with your ticket"; empty when no data is included. */
  dataDescription: string;
}

/** A ticket type as the supplier sells it: US cents before Tern's markup and conversion. */
export interface SupplierTicketType {
  type: TicketUnitType;
  minAge: number | null;
  maxAge: number | null;
  usdCents: number;
}

/**
 * An attraction or tour as Tern keeps it, whatever the supplier. Dates and times are local to
 * `timeZone`; nothing outside this folder sees a supplier's own shapes.
 */
export interface AttractionRecord {
  attractionId: string;
  texts: Record<Locale, AttractionTexts>;
  countryCode: string;
  category: AttractionCategory;
  /** 1 is the most popular; the listing's default order. */
  popularity: number;
  durationMinutes: number;
  meetingPoint: MeetingPoint;
  timeZone: string;
  /** OpenStreetMap opening_hours syntax, e.g. "Tu-Su 09:00-18:00". */
  openingHours: string;
  /** Free cancellation until this many hours before the visit. */
  cutoffHours: number;
  /** Child and infant tickets need an adult or senior ticket in the same booking. */
  requiresAdult: boolean;
  ticketTypes: SupplierTicketType[];
  /** Free data included with a booking, MB; 0 for none. */
  dataMb: number;
  imageUrl: string;
  gallery: string[];
}

/** One start time on one day: how many places it has and how many the supplier has left. */
export interface SupplierSlot {
  time: string;
  capacity: number;
  vacancies: number;
}

export interface SupplierDay {
  date: string;
  /** False on a day the attraction does not open (its slots are then empty). */
  open: boolean;
  slots: SupplierSlot[];
}

export interface TicketBookingRequest {
  /** Tern's order line id: a repeated request for the same reference books once. */
  reference: string;
  attractionId: string;
  date: string;
  time: string;
  units: TicketUnit[];
  leadTraveller: { name: string };
}

export interface SupplierBooking {
  supplierReference: string;
  /** One per person, in the order of the request's units. */
  tickets: { unitType: TicketUnitType; supplierTicketReference: string }[];
}

/** The supplier sold the slot out between availability and booking: retrying will not help. */
export class SupplierSoldOutError extends Error {
  constructor(message = 'the supplier has no places left in this slot') {
    super(message);
    this.name = 'SupplierSoldOutError';
  }
}

/**
 * Where attractions and tours come from: the built-in catalogue (offline, generated in the repo)
 * or an OCTO-standard supplier. Both answer in Tern's types.
 */
export interface AttractionProvider {
  /** Every attraction, most popular first. */
  list(): Promise<AttractionRecord[]>;
  attraction(attractionId: string): Promise<AttractionRecord | null>;
  /** Each local day from `from` to `to` inclusive; null when the attraction is unknown. */
  availability(attractionId: string, from: string, to: string): Promise<SupplierDay[] | null>;
  /** Reserves and confirms with the supplier, once per reference however often it is called. */
  book(request: TicketBookingRequest): Promise<SupplierBooking>;
  /** Cancels a confirmed booking; cancelling a cancelled one is not an error. */
  cancel(supplierReference: string): Promise<void>;
}
