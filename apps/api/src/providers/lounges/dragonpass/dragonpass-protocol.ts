import { z } from 'zod';

/**
 * The DragonPass partner API as this adapter speaks it. No public reference of the partner API
 * was available, so this is Tern's documented reading of it; the fake in
 * apps/api/test/support/fake-dragonpass.ts serves exactly these shapes.
 *
 * Every request carries `Authorization: Bearer <DRAGONPASS_API_KEY>` and
 * `X-Program-Id: <DRAGONPASS_PROGRAM_ID>`. Every answer is `{ code, message, data }`; code "0000"
 * is success. Prices are integer cents of the program's contract currency, USD.
 *
 *   GET  /cities?module&pageNumber&pageSize[&keyword]             → { total, list: City[] }
 *   GET  /transportHubs?cityName&type=1&pageNumber&pageSize[&keyword] → { total, list: Hub[] }
 *   GET  /transportHubs/{id}                                       → Hub (HTTP 404 unknown)
 *   GET  /resources?transportHubId&module[&keyword]                → { list: Resource[] }
 *   GET  /resources/{id}?module                                    → Resource (HTTP 404 unknown)
 *   POST /prebooking/availability { resourceId, module, serviceDate, serviceTime, adultCount,
 *        childCount }                                              → Availability
 *   POST /epass/issue { partnerOrderNo, prebookingToken, resourceId, module, serviceDate,
 *        serviceTime, flightNo, passengers: [{ name, type: ADULT | CHILD }] }
 *                                                                  → { epassNo } (the same epassNo
 *                                                                    again for a repeated partnerOrderNo)
 *   POST /epass/cancel { epassNo }                                 → { epassNo, status: CANCELLED }
 *                                                                    (HTTP 404 unknown pass)
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), message: z.string().optional(), data: data.nullable().optional() });

export const DpCity = z.object({
  cityName: z.string(),
  countryName: z.string(),
  countryCode: z.string().length(2),
  hubCount: z.number().int(),
});

export const DpHub = z.object({
  id: z.string(),
  name: z.string(),
  iataCode: z.string().length(3),
  cityName: z.string(),
  countryName: z.string(),
  countryCode: z.string().length(2),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
});

export const DpMoney = z.object({ amount: z.number().int().min(0), currency: z.string() });

export const DpResource = z.object({
  id: z.string(),
  name: z.string(),
  module: z.union([z.literal(1), z.literal(2)]),
  transportHubId: z.string(),
  iataCode: z.string(),
  terminal: z.string(),
  airside: z.boolean(),
  locationDesc: z.string(),
  /** "05:00-23:00", "06:00-01:00" (past midnight) or "24H". */
  businessHours: z.string(),
  timezone: z.string(),
  facilities: z.array(z.string()),
  level: z.enum(['STANDARD', 'PREMIUM', 'SIGNATURE']),
  introduction: z.string(),
  rules: z.object({
    maxStayMinutes: z.number().int().nullable(),
    childAgeFrom: z.number().int(),
    childAgeTo: z.number().int(),
    infantFree: z.boolean(),
    childNeedAdult: z.boolean(),
    dressCode: z.enum(['NONE', 'SMART_CASUAL']),
    entryWindowMinutes: z.number().int(),
  }),
  capacityPerSlot: z.number().int(),
  adultPrice: DpMoney,
  childPrice: DpMoney,
});
export type DpResource = z.infer<typeof DpResource>;

export const DpAvailability = z.object({
  openStatus: z.enum(['OPEN', 'CLOSED']),
  remaining: z.number().int(),
  prebookingToken: z.string().nullable(),
  adultPrice: DpMoney,
  childPrice: DpMoney,
});

export const DpEpass = z.object({ epassNo: z.string() });
export const DpEpassCancel = z.object({ epassNo: z.string(), status: z.literal('CANCELLED') });

/** DragonPass facility names → Tern's amenities; names Tern does not show are dropped. */
export const FACILITIES = {
  WIFI: 'wifi',
  HOT_FOOD: 'hot-food',
  BAR: 'bar',
  SHOWER: 'showers',
  QUIET_AREA: 'quiet-zone',
  BUSINESS_CENTER: 'workspace',
  FAMILY_ROOM: 'family-room',
  SPA: 'spa',
  RUNWAY_VIEW: 'runway-view',
  FIDS: 'flight-information',
  DISABLED_ACCESS: 'accessible',
  FAST_LANE: 'dedicated-lane',
  SECURITY: 'security',
  IMMIGRATION: 'immigration',
  ESCORT: 'escort',
} as const;
