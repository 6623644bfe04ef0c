import type { AMENITIES } from '@tern/contracts';

type Amenity = (typeof AMENITIES)[number];

/** Name parts for generated lounges; invented, so no real brand is implied. */
export const LOUNGE_NAMES = [
  'Horizon Lounge',
  'Meridian Club',
  'Skyline Lounge',
  'Jetstream Lounge',
  'Lotus Lounge',
  'Terrace Lounge',
  'Compass Lounge',
  'Aurora Lounge',
  'Runway Club',
  'Harbour Lounge',
] as const;

export const FAST_TRACK_NAMES = [
  'Fast Track Security',
  'Priority Security and Immigration',
  'Express Departure Lane',
  'Arrival Fast Track',
] as const;

export const GATE_AREAS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Some lounges have these, premium ones more often. */
export const LOUNGE_AMENITIES: readonly Amenity[] = [
  'hot-food',
  'bar',
  'showers',
  'quiet-zone',
  'workspace',
  'family-room',
  'spa',
  'runway-view',
];
/** Every lounge has these. */
export const BASIC_LOUNGE_AMENITIES: readonly Amenity[] = [
  'wifi',
  'flight-information',
  'accessible',
];
export const FAST_TRACK_AMENITIES: readonly Amenity[] = [
  'dedicated-lane',
  'security',
  'accessible',
];

export const OPENING_HOURS = [
  { opens: '00:00', closes: '00:00', allDay: true },
  { opens: '05:00', closes: '23:00', allDay: false },
  { opens: '04:30', closes: '22:30', allDay: false },
  { opens: '06:00', closes: '01:00', allDay: false },
] as const;
