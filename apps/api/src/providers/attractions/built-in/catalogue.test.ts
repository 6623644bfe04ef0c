import { ATTRACTION_CATEGORIES } from '@tern/contracts';
import * as geokdbush from 'geokdbush';
import { describe, expect, it } from 'vitest';
import worldCountries from 'world-countries';
import { loadCities } from '../../../db/seed/places';
import { openStretches, parseOpeningHours } from '../opening-hours';
import { ATTRACTIONS } from './attractions-data';
import { generateCatalogue } from './catalogue';
import { startTimes } from './start-times';

/** The launch partners as the seeded catalogue had them (git show 7db6214^), in that order. */
const LAUNCH: readonly (readonly [id: string, name: string, data: string])[] = [
  [
    'eiffel-tower-summit',
    'Eiffel Tower summit access',
    '1 GB of France data free with your ticket',
  ],
  ['louvre-priority', 'Louvre Museum priority entry', '1 GB of France data free with your ticket'],
  ['sagrada-familia', 'Sagrada Família guided tour', '1 GB of Spain data free with your booking'],
  ['alhambra-nasrid', 'Alhambra and Nasrid Palaces', '1 GB of Spain data free with your booking'],
  ['colosseum-arena', 'Colosseum arena floor tour', '1 GB of Italy data free with your ticket'],
  ['venice-gondola', 'Venice gondola ride', '500 MB of Italy data free with your ride'],
  [
    'cappadocia-balloon',
    'Cappadocia sunrise balloon flight',
    '2 GB of Türkiye data free with your flight',
  ],
  ['bosphorus-cruise', 'Bosphorus sunset cruise', '1 GB of Türkiye data free with your cruise'],
  ['burj-khalifa-top', 'Burj Khalifa At the Top', '1 GB of UAE data free with your ticket'],
  [
    'desert-safari-dubai',
    'Dubai desert safari with dinner',
    '2 GB of UAE data free with your safari',
  ],
  ['tokyo-skytree', 'Tokyo Skytree observation deck', '1 GB of Japan data free with your ticket'],
  [
    'kyoto-tea-ceremony',
    'Kyoto tea ceremony in a machiya',
    '1 GB of Japan data free with your booking',
  ],
  [
    'bangkok-temples',
    'Bangkok Grand Palace and temples',
    '1 GB of Thailand data free with your tour',
  ],
  ['phi-phi-islands', 'Phi Phi Islands speedboat day', '2 GB of Thailand data free with your trip'],
  [
    'ha-long-bay-cruise',
    'Ha Long Bay overnight cruise',
    '2 GB of Vietnam data free with your cruise',
  ],
  [
    'bali-ubud-rice-terraces',
    'Ubud rice terraces and waterfalls',
    '1 GB of Indonesia data free with your tour',
  ],
  ['marina-bay-sands', 'Marina Bay Sands SkyPark', '1 GB of Singapore data free with your ticket'],
  ['london-eye', 'London Eye flexi ticket', '1 GB of UK data free with your ticket'],
  [
    'statue-of-liberty',
    'Statue of Liberty and Ellis Island',
    '1 GB of USA data free with your ticket',
  ],
  [
    'grand-canyon-helicopter',
    'Grand Canyon helicopter tour',
    '2 GB of USA data free with your flight',
  ],
  ['chichen-itza', 'Chichén Itzá early access', '1 GB of Mexico data free with your tour'],
  ['acropolis-guided', 'Acropolis guided morning tour', '1 GB of Greece data free with your tour'],
  [
    'santorini-catamaran',
    'Santorini catamaran cruise',
    '1 GB of Greece data free with your cruise',
  ],
  [
    'sydney-opera-house',
    'Sydney Opera House backstage tour',
    '1 GB of Australia data free with your tour',
  ],
  [
    'jungfraujoch',
    'Jungfraujoch Top of Europe rail',
    '1 GB of Switzerland data free with your ticket',
  ],
  ['pyramids-giza', 'Pyramids of Giza and Sphinx', '2 GB of Egypt data free with your tour'],
];

const catalogue = generateCatalogue();
const records = catalogue.map((a) => a.record);

describe('the built-in attractions data', () => {
  it('has at least 160 attractions in at least 40 countries, each id once', () => {
    expect(ATTRACTIONS.length).toBeGreaterThanOrEqual(160);
    expect(new Set(ATTRACTIONS.map((a) => a.isoCode)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(ATTRACTIONS.map((a) => a.id)).size).toBe(ATTRACTIONS.length);
  });

  it('keeps the launch partners first, in order, with their names and free data', () => {
    const launch = records
      .slice(0, LAUNCH.length)
      .map((r) => [r.attractionId, r.texts.en.name, r.texts.en.dataDescription]);
    expect(launch).toEqual(LAUNCH);
  });

  it('uses real ISO 3166-1 codes and every category', () => {
    const codes = new Set(worldCountries.map((c) => c.cca2));
    for (const a of ATTRACTIONS) expect(codes, a.id).toContain(a.isoCode);
    expect(new Set(ATTRACTIONS.map((a) => a.category))).toEqual(new Set(ATTRACTION_CATEGORIES));
  });

  it('writes slugs the art routes accept, never ending like a gallery variant', () => {
    for (const a of ATTRACTIONS) expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const a of ATTRACTIONS) expect(a.id).not.toMatch(/-\d$/);
  });

  // GeoNames spells some cities the local way; these are the ones the catalogue names otherwise.
  const GEONAMES_NAME: Readonly<Record<string, string>> = {
    'New York': 'New York City',
    Seville: 'Sevilla',
    Lucerne: 'Luzern',
    Pompeii: 'Pompei',
    Santorini: 'Firá',
    Kalambaka: 'Kalampáka',
  };
  const key = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/đ/giu, 'd')
      .toLowerCase()
      .replace(/[^a-z]/g, '');

  it('puts every meeting point within 50 km of its city, where GeoNames knows the city', () => {
    const byName = new Map<string, [number, number][]>();
    for (const city of loadCities()) {
      const k = `${city.country}:${key(city.name)}`;
      byName.set(k, [...(byName.get(k) ?? []), city.loc.coordinates]);
    }
    let checked = 0;
    for (const a of ATTRACTIONS) {
      const places = byName.get(`${a.isoCode}:${key(GEONAMES_NAME[a.city] ?? a.city)}`);
      if (!places) continue;
      checked += 1;
      const km = Math.min(
        ...places.map(([lon, lat]) => geokdbush.distance(a.longitude, a.latitude, lon, lat)),
      );
      expect(km, `${a.id} is ${Math.round(km)} km from ${a.city}`).toBeLessThan(50);
    }
    // Only a few remote sites (Uluwatu, Wadi Rum) are missing from GeoNames' towns.
    expect(checked).toBeGreaterThan(ATTRACTIONS.length * 0.95);
  });

  it('gives opening hours that parse cleanly and open at least one day a week', () => {
    for (const a of ATTRACTIONS) {
      const hours = parseOpeningHours(a.openingHours);
      expect(hours.getWarnings(), a.id).toEqual([]);
      const year = hours.getOpenIntervals(new Date(2027, 0, 1), new Date(2028, 0, 1));
      const days = new Set(year.map(([opens]) => opens.toDateString()));
      expect(days.size, a.id).toBeGreaterThanOrEqual(52);
    }
  });

  it('has a start time on every day it opens (a week in July, a week in January)', () => {
    for (const { record, slots } of catalogue) {
      const hours = parseOpeningHours(record.openingHours);
      for (const date of ['2027-07-05', '2027-07-08', '2027-07-11', '2027-01-12', '2027-01-16']) {
        const stretches = openStretches(hours, date);
        expect(startTimes(stretches, slots).length > 0, `${record.attractionId} ${date}`).toBe(
          stretches.length > 0,
        );
      }
    }
  });
});

describe('the generated records', () => {
  it('are the same on every build', () => {
    expect(generateCatalogue()).toEqual(catalogue);
  });

  it('rank by the data order and find the time zone from the coordinates', () => {
    expect(records.map((r) => r.popularity)).toEqual(records.map((_, i) => i + 1));
    const zone = (id: string) => records.find((r) => r.attractionId === id)?.timeZone;
    expect(zone('louvre-priority')).toBe('Europe/Paris');
    expect(zone('ha-long-bay-cruise')).toBe('Asia/Bangkok');
    expect(zone('grand-canyon-helicopter')).toBe('America/Los_Angeles');
  });

  it('price children at 50-70% and seniors at 80-90% of adults, infants free', () => {
    for (const r of records) {
      const price = (type: string) => r.ticketTypes.find((t) => t.type === type)?.usdCents;
      const adult = price('adult');
      expect(adult, r.attractionId).toBeGreaterThan(0);
      const child = price('child');
      if (child !== undefined) {
        expect(child / adult!).toBeGreaterThanOrEqual(0.48);
        expect(child / adult!).toBeLessThanOrEqual(0.72);
      }
      const senior = price('senior');
      if (senior !== undefined) {
        expect(senior / adult!).toBeGreaterThanOrEqual(0.78);
        expect(senior / adult!).toBeLessThanOrEqual(0.92);
      }
      expect(price('infant') ?? 0).toBe(0);
    }
  });

  it('give ticket types age bands that meet without gaps or overlaps', () => {
    const order = ['infant', 'child', 'adult', 'senior'];
    for (const r of records) {
      const bands = [...r.ticketTypes].sort(
        (a, b) => order.indexOf(a.type) - order.indexOf(b.type),
      );
      expect(bands[bands.length - 1]?.maxAge, r.attractionId).toBeNull();
      for (let i = 1; i < bands.length; i += 1) {
        expect(bands[i]?.minAge, r.attractionId).toBe((bands[i - 1]?.maxAge ?? -1) + 1);
      }
    }
  });

  it('write every language, and data copy only where data comes with the booking', () => {
    for (const r of records) {
      for (const t of Object.values(r.texts)) {
        expect(t.description.length, r.attractionId).toBeGreaterThan(80);
        expect(t.highlights.length).toBeGreaterThanOrEqual(3);
        expect(t.highlights.length).toBeLessThanOrEqual(5);
        expect(t.dataDescription === '').toBe(r.dataMb === 0);
      }
      expect(r.texts.vi.highlights.length).toBe(r.texts.en.highlights.length);
      expect(r.texts.ar.highlights.length).toBe(r.texts.en.highlights.length);
      expect(r.gallery).toEqual([
        r.imageUrl,
        `/art/attraction/${r.attractionId}-2.svg`,
        `/art/attraction/${r.attractionId}-3.svg`,
      ]);
    }
    const halong = records.find((r) => r.attractionId === 'ha-long-bay-cruise');
    expect(halong?.texts.vi.dataDescription).toBe(
      'Tặng 2 GB dữ liệu di động tại Việt Nam kèm chuyến du thuyền của bạn',
    );
    expect(records.filter((r) => r.dataMb === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('write Arabic in Arabic script, with no word of the English copy left in it', () => {
    // Latin letters an Arabic text may keep (glossary): units, eSIM, Tern, QR, brand and
    // product names the English and Arabic names both carry ("teamLab Planets TOKYO").
    const kept = /\b(GB|MB|eSIM|Tern|QR|Express|Fast|Pass|Comfort)\b/g;
    const arabic = /\p{Script=Arabic}/u;
    for (const r of records) {
      const ar = r.texts.ar;
      const lines = [ar.name, ar.city, ar.description, ar.dataDescription, ...ar.highlights];
      for (const line of [...lines, ...ar.included, ...ar.notIncluded, ...ar.whatToBring]) {
        if (line === '') continue;
        const latin = line.replace(kept, '').match(/[A-Za-z]{3,}/g) ?? [];
        const english = latin.filter((word) => !r.texts.en.name.includes(word));
        expect(english, `${r.attractionId}: ${line}`).toEqual([]);
        if (line !== r.texts.en.name) expect(line, r.attractionId).toMatch(arabic);
      }
    }
    const halong = records.find((r) => r.attractionId === 'ha-long-bay-cruise');
    expect(halong?.texts.ar.dataDescription).toBe(
      'بيانات مجانية بسعة 2 GB في فيتنام مع رحلتك البحرية',
    );
    const louvre = records.find((r) => r.attractionId === 'louvre-priority');
    expect(louvre?.texts.ar).toMatchObject({
      name: 'دخول ذو أولوية إلى متحف اللوفر',
      city: 'باريس',
    });
    expect(louvre?.texts.ar.description).toContain('في باريس، فرنسا:');
  });
});
