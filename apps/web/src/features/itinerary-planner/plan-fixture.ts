import type { ItineraryDay, ItineraryPlan, ItineraryStop } from '@tern/contracts';

/*
 * A plan as the API answers it (checked against ItineraryPlanSchema in plan-fixture.test.ts),
 * for the unit tests of the page's helpers: two days in Dubai, three stops and a suggestion.
 */

function stop(id: string, name: string, extra: Partial<ItineraryStop> = {}): ItineraryStop {
  return {
    id,
    kind: id.startsWith('a:') ? 'attraction' : 'city',
    name,
    description: 'Landmark',
    city: 'Dubai',
    interest: 'culture',
    category: null,
    latitude: 25.1972,
    longitude: 55.2744,
    dayPart: 'morning',
    start: '09:00',
    end: '10:30',
    visitMinutes: 90,
    travel: null,
    openingHoursText: null,
    attractionId: null,
    fromPrice: null,
    imageUrl: null,
    notice: null,
    ...extra,
  };
}

function day(date: string, dayNumber: number, stops: ItineraryStop[]): ItineraryDay {
  return {
    date,
    dayNumber,
    legIndex: 0,
    kind: dayNumber === 1 ? 'arrival' : 'departure',
    city: 'Dubai',
    stops,
    suggestions: [
      {
        id: 'c:292223:souk_walk',
        kind: 'city',
        name: 'Old Dubai souks',
        description: 'Market walk',
        city: 'Dubai',
        interest: 'food',
        visitMinutes: 60,
        km: 1.2,
        attractionId: null,
      },
    ],
    arrival: null,
    edited: false,
  };
}

export function fixturePlan(): ItineraryPlan {
  return {
    trip: {
      legs: [
        { countryName: 'United Arab Emirates', startDate: '2026-11-26', endDate: '2026-11-27' },
      ],
      preferences: { interests: [], pace: 'normal' },
      days: [],
      regenerate: [],
    },
    legs: [
      {
        countryId: 'ae',
        countryName: 'United Arab Emirates',
        localName: 'United Arab Emirates',
        isoCode: 'AE',
        slug: 'united-arab-emirates',
        flagImageUrl: '/flags/1x1/ae.svg',
        timeZone: 'Asia/Dubai',
        startDate: '2026-11-26',
        endDate: '2026-11-27',
        days: 2,
      },
    ],
    days: [
      day('2026-11-26', 1, [
        stop('a:burj-khalifa-top', 'Burj Khalifa'),
        stop('c:292223:old_town', 'Al Fahidi old town', {
          dayPart: 'afternoon',
          start: '14:00',
          end: '15:30',
          travel: { mode: 'transit', minutes: 25, km: 9.4 },
        }),
      ]),
      day('2026-11-27', 2, [stop('a:dubai-frame', 'Dubai Frame')]),
    ],
    data: {
      estimate: {
        totalMb: 2400,
        days: [
          { date: '2026-11-26', mb: 1200 },
          { date: '2026-11-27', mb: 1200 },
        ],
        legs: [{ legIndex: 0, mb: 2400 }],
        method: 'Maps and messages each day, more on busy days.',
      },
      options: [],
      currencyCode: 'USD',
    },
  };
}
