import type { TransportHub } from '@tern/contracts';
import type { z } from 'zod';
import type { LoungeResource } from '../lounge-provider';
import { type DpHub, type DpMoney, type DpResource, FACILITIES } from './dragonpass-protocol';

/** A supplier answer Tern cannot use; the API turns it into 503 PROVIDER_UNAVAILABLE. */
export class DragonPassError extends Error {}

export function usdCents(money: z.infer<typeof DpMoney>): number {
  if (money.currency !== 'USD') {
    throw new DragonPassError(`DragonPass priced in ${money.currency}; the program is in USD`);
  }
  return money.amount;
}

export const toHub = (hub: z.infer<typeof DpHub>): TransportHub => ({
  transportHubId: hub.id,
  name: hub.name,
  iata: hub.iataCode,
  city: hub.cityName,
  country: hub.countryName,
  countryCode: hub.countryCode,
  latitude: hub.latitude,
  longitude: hub.longitude,
  timeZone: hub.timezone,
});

function hours(text: string) {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(text.trim());
  if (match?.[1] && match[2]) return { opens: match[1], closes: match[2], allDay: false };
  return { opens: '00:00', closes: '00:00', allDay: true };
}

export function toResource(r: DpResource): LoungeResource {
  const amenities = r.facilities.flatMap((name) => {
    const amenity = FACILITIES[name as keyof typeof FACILITIES];
    return amenity ? [amenity] : [];
  });
  return {
    resourceId: r.id,
    resourceName: r.name,
    module: r.module,
    transportHubId: r.transportHubId,
    iata: r.iataCode,
    terminal: r.terminal,
    side: r.airside ? 'airside' : 'landside',
    location: r.locationDesc,
    hours: hours(r.businessHours),
    timeZone: r.timezone,
    amenities,
    tier: r.level === 'STANDARD' ? 'standard' : r.level === 'PREMIUM' ? 'premium' : 'signature',
    // The web draws its own art for every resource, so pages never load a supplier's images.
    imageUrl: `/art/lounge/${encodeURIComponent(r.id)}.svg`,
    description: r.introduction,
    conditions: {
      maximumStayHours:
        r.rules.maxStayMinutes === null ? null : Math.floor(r.rules.maxStayMinutes / 60),
      childAgeFrom: r.rules.childAgeFrom,
      childAgeTo: r.rules.childAgeTo,
      infantsFree: r.rules.infantFree,
      childrenWithAdult: r.rules.childNeedAdult,
      dressCode: r.rules.dressCode === 'SMART_CASUAL' ? 'smart-casual' : 'none',
      entryWindowMinutes: r.rules.entryWindowMinutes,
    },
    adultUsdCents: usdCents(r.adultPrice),
    childUsdCents: usdCents(r.childPrice),
    capacityPerSlot: r.capacityPerSlot,
  };
}
