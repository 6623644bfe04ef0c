import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttractionProvider,
  SupplierSoldOutError,
  type TicketBookingRequest,
} from '../src/providers/attractions/attraction-provider';
import { createOctoProvider } from '../src/providers/attractions/octo/octo-provider';
import {
  CRUISE,
  FAKE_LANGUAGES,
  FOOD_TOUR,
  MUSEUM,
  OCTO_KEY,
  startFakeOcto,
} from './support/fake-octo';

let fake: Awaited<ReturnType<typeof startFakeOcto>>;
beforeAll(async () => {
  fake = await startFakeOcto();
});
afterAll(async () => {
  await fake?.close();
});
afterEach(() => {
  fake.state.down = false;
  fake.state.delayMs = 0;
  fake.control.languages = [...FAKE_LANGUAGES];
  fake.control.sellOutNextReserve = false;
});

/** A provider with its own product cache, so each test sees the fake as it is now. */
const octo = (options: { apiKey?: string; timeoutMs?: number; url?: string } = {}) =>
  createOctoProvider({
    url: options.url ?? fake.url,
    apiKey: options.apiKey ?? OCTO_KEY,
    timeoutMs: options.timeoutMs,
  });

const museum = `${MUSEUM}~DEFAULT`;
const foodTour = `${FOOD_TOUR}~DEFAULT`;
// 2030-01-05 is a Saturday: the museum shuts on Mondays, the cruise sails Tue, Thu and Sat.
const SATURDAY = '2030-01-05';

const booking = (overrides: Partial<TicketBookingRequest> = {}): TicketBookingRequest => ({
  reference: randomUUID(),
  attractionId: museum,
  date: SATURDAY,
  time: '08:30',
  units: [
    { type: 'adult', quantity: 2 },
    { type: 'child', quantity: 1 },
    { type: 'infant', quantity: 1 },
  ],
  leadTraveller: { name: 'An Nguyen' },
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to fail');
  // Whatever went wrong, no message carries the key.
  expect(error.message).not.toContain(OCTO_KEY);
  return error;
}

describe('the OCTO adapter reads products', () => {
  it('maps each sellable product option to an attraction, in English and Vietnamese', async () => {
    const list = await octo().list();
    expect(list.map((a) => a.attractionId)).toEqual([
      museum,
      foodTour,
      `${CRUISE}~DEFAULT`,
      `${CRUISE}~SUNSET`,
    ]);
    expect(list[0]).toEqual({
      attractionId: museum,
      texts: {
        en: {
          name: 'Vietnam Museum of Ethnology',
          city: 'Hanoi',
          description: "The cultures of Vietnam's 54 ethnic groups.",
          highlights: ['A Central Highlands communal house'],
          included: ['Entrance ticket'],
          notIncluded: ['Guide'],
          whatToBring: ['Comfortable shoes'],
          dataDescription: '',
        },
        vi: {
          name: 'Bảo tàng Dân tộc học Việt Nam',
          city: 'Hanoi',
          description: 'Văn hóa của 54 dân tộc Việt Nam.',
          highlights: ['Nhà rông Tây Nguyên'],
          included: ['Vé vào cửa'],
          notIncluded: ['Hướng dẫn viên'],
          whatToBring: ['Giày thoải mái'],
          dataDescription: '',
        },
        ar: {
          name: 'متحف فيتنام للأعراق',
          city: 'Hanoi',
          description: 'ثقافات 54 مجموعة عرقية في فيتنام.',
          highlights: ['بيت جماعي من المرتفعات الوسطى'],
          included: ['تذكرة الدخول'],
          notIncluded: ['مرشد سياحي'],
          whatToBring: ['حذاء مريح'],
          dataDescription: '',
        },
      },
      countryCode: 'VN',
      category: 'museums',
      popularity: 1,
      durationMinutes: 120,
      meetingPoint: { address: 'Nguyen Van Huyen, Hanoi', latitude: 21.0405, longitude: 105.7985 },
      timeZone: 'Asia/Ho_Chi_Minh',
      openingHours: 'Mo-Su 08:30-10:30',
      cutoffHours: 24,
      requiresAdult: true,
      ticketTypes: [
        { type: 'adult', minAge: 18, maxAge: 99, usdCents: 1200 },
        { type: 'child', minAge: 6, maxAge: 17, usdCents: 600 },
        { type: 'infant', minAge: 0, maxAge: 5, usdCents: 0 },
      ],
      dataMb: 0,
      imageUrl: 'https://img.example/vme-cover.jpg',
      gallery: ['https://img.example/vme-cover.jpg', 'https://img.example/vme-2.jpg'],
    });
  });

  it('derives category, time zone, cut-off and hours where the supplier is terse', async () => {
    const [, food, cruise, sunset] = await octo().list();
    expect(food).toMatchObject({
      category: 'tours',
      // No timeZone on the product: found from the meeting point's coordinates.
      timeZone: expect.stringMatching(/^Asia\//),
      durationMinutes: 180,
      cutoffHours: 3,
      openingHours: 'Mo-Su 10:00-20:30',
      requiresAdult: false,
      ticketTypes: [{ type: 'adult', minAge: 12, maxAge: 99, usdCents: 3500 }],
      imageUrl: '',
      meetingPoint: { address: 'Hanoi' },
    });
    expect(food?.texts.vi.name).toBe('Tour ẩm thực đường phố Hà Nội');
    expect(food?.texts.ar.name).toBe('جولة سيرًا لتذوق أكلات الشارع في هانوي');
    // YOUTH sells as the child ticket when there is no CHILD unit; FAMILY is not sold.
    expect(cruise).toMatchObject({
      category: 'day_trips',
      ticketTypes: [
        { type: 'adult', usdCents: 5900 },
        { type: 'child', minAge: 10, maxAge: 17, usdCents: 4500 },
        { type: 'senior', usdCents: 5000 },
      ],
    });
    expect(sunset?.texts.en.name).toBe('Ha Long Bay day cruise – Sunset departure');
    expect(sunset?.durationMinutes).toBe(300);
  });

  it('sends the bearer key, both capabilities and each language, and caches the list', async () => {
    const before = fake.hits('/products');
    const provider = octo();
    await provider.list();
    await provider.list();
    expect(await provider.attraction(foodTour)).toMatchObject({ attractionId: foodTour });
    expect(await provider.attraction('nope~DEFAULT')).toBeNull();
    expect(fake.hits('/products') - before).toBe(3);
    const asked = fake.state.requests.filter((r) => r.path === '/products').slice(-3);
    expect(asked.map((r) => r.headers['accept-language']).sort()).toEqual(['ar', 'en', 'vi']);
    for (const request of asked) {
      expect(request.headers.authorization).toBe(`Bearer ${OCTO_KEY}`);
      expect(request.headers['octo-capabilities']).toBe('octo/content, octo/pricing');
    }
  });

  it('falls back to English texts when the supplier has no Vietnamese', async () => {
    fake.control.languages = ['en'];
    const [first] = await octo().list();
    expect(first?.texts.vi).toEqual(first?.texts.en);
  });

  it('falls back to English texts when the supplier has no Arabic, keeping its Vietnamese', async () => {
    fake.control.languages = ['en', 'vi'];
    const [first, food] = await octo().list();
    expect(first?.texts.ar).toEqual(first?.texts.en);
    expect(food?.texts.ar.name).toBe('Hanoi Street Food Walk');
    expect(first?.texts.vi.name).toBe('Bảo tàng Dân tộc học Việt Nam');
  });

  it('keeps the English of a product the supplier has not translated (the cruise)', async () => {
    const list = await octo().list();
    const cruise = list.find((a) => a.attractionId === `${CRUISE}~DEFAULT`);
    expect(cruise?.texts.ar).toEqual(cruise?.texts.en);
  });
});

describe('the OCTO adapter reads availability', () => {
  it('answers every local day, closed where the calendar says so, with slots and places', async () => {
    const provider = octo();
    const days = await provider.availability(museum, SATURDAY, '2030-01-07');
    expect(days).toEqual([
      { date: '2030-01-05', open: true, slots: [{ time: '08:30', capacity: 999, vacancies: 999 }] },
      { date: '2030-01-06', open: true, slots: [{ time: '08:30', capacity: 999, vacancies: 999 }] },
      { date: '2030-01-07', open: false, slots: [] },
    ]);
    const cruise = await provider.availability(`${CRUISE}~DEFAULT`, SATURDAY, '2030-01-08');
    expect(cruise?.map((d) => [d.date, d.open, d.slots.length])).toEqual([
      ['2030-01-05', true, 1],
      ['2030-01-06', false, 0],
      ['2030-01-07', false, 0],
      ['2030-01-08', true, 1],
    ]);
    expect(await provider.availability('nope~DEFAULT', SATURDAY, SATURDAY)).toBeNull();
  });

  it('answers null for a product the supplier stopped selling, and forgets it', async () => {
    const provider = octo();
    expect(await provider.attraction(foodTour)).not.toBeNull();
    fake.withdrawn.add(FOOD_TOUR);
    try {
      expect(await provider.availability(foodTour, SATURDAY, SATURDAY)).toBeNull();
      expect(await provider.attraction(foodTour)).toBeNull();
    } finally {
      fake.withdrawn.clear();
    }
  });

  it('counts places taken and shows a sold-out start time with none left', async () => {
    const provider = octo();
    const date = '2030-02-02';
    await provider.book(
      booking({
        attractionId: foodTour,
        date,
        time: '10:00',
        units: [{ type: 'adult', quantity: 3 }],
      }),
    );
    fake.soldOut.add(`${date}T17:30:00+07:00`);
    const [day] = (await provider.availability(foodTour, date, date)) ?? [];
    expect(day).toEqual({
      date,
      open: true,
      slots: [
        { time: '10:00', capacity: 12, vacancies: 9 },
        { time: '17:30', capacity: 12, vacancies: 0 },
      ],
    });
  });
});

describe('the OCTO adapter books', () => {
  it('reserves and confirms once per reference, with a ticket per person in order', async () => {
    const provider = octo();
    const request = booking();
    const first = await provider.book(request);
    const again = await provider.book(request);
    expect(again).toEqual(first);
    expect(fake.reserves(request.reference)).toBe(1);
    expect(first).toEqual({
      supplierReference: request.reference,
      tickets: [
        { unitType: 'adult', supplierTicketReference: expect.stringMatching(/^T-HL\d{5}-1$/) },
        { unitType: 'adult', supplierTicketReference: expect.stringMatching(/^T-HL\d{5}-2$/) },
        { unitType: 'child', supplierTicketReference: expect.stringMatching(/^T-HL\d{5}-3$/) },
        { unitType: 'infant', supplierTicketReference: expect.stringMatching(/^T-HL\d{5}-4$/) },
      ],
    });
    const reserve = fake.state.requests.find(
      (r) => r.path === '/bookings' && (r.body as { uuid: string }).uuid === request.reference,
    );
    expect(reserve?.body).toEqual({
      uuid: request.reference,
      productId: MUSEUM,
      optionId: 'DEFAULT',
      availabilityId: `${SATURDAY}T08:30:00+07:00`,
      expirationMinutes: 30,
      unitItems: [
        { unitId: 'u-adult' },
        { unitId: 'u-adult' },
        { unitId: 'u-child' },
        { unitId: 'u-infant' },
      ],
    });
    const confirm = fake.state.requests.find(
      (r) => r.path === `/bookings/${request.reference}/confirm`,
    );
    expect(confirm?.body).toMatchObject({
      resellerReference: request.reference,
      contact: { fullName: 'An Nguyen' },
    });
    expect(fake.bookings.get(request.reference)?.status).toBe('CONFIRMED');
  });

  it('confirms the hold an interrupted attempt left, rather than reserving again', async () => {
    const request = booking({
      attractionId: `${CRUISE}~DEFAULT`,
      time: '08:00',
      units: [{ type: 'adult', quantity: 1 }],
    });
    // The first attempt's reservation reached the supplier; its answer never came back.
    await fetch(`${fake.url}/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OCTO_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        uuid: request.reference,
        productId: CRUISE,
        optionId: 'DEFAULT',
        availabilityId: `${SATURDAY}T08:00:00+07:00`,
        unitItems: [{ unitId: 'u-adult' }],
      }),
    });
    const result = await octo().book(request);
    expect(fake.reserves(request.reference)).toBe(1);
    expect(fake.bookings.get(request.reference)?.status).toBe('CONFIRMED');
    // The cruise sends one voucher for the booking; each ticket keeps its item's reference.
    expect(result.tickets).toEqual([
      { unitType: 'adult', supplierTicketReference: expect.stringMatching(/^HL\d{5}-1$/) },
    ]);
  });

  it('says sold out when the slot sells out between availability and reservation', async () => {
    const provider = octo();
    const date = '2030-03-02';
    const [day] = (await provider.availability(foodTour, date, date)) ?? [];
    expect(day?.slots[0]?.vacancies).toBe(12);
    fake.control.sellOutNextReserve = true;
    const request = booking({
      attractionId: foodTour,
      date,
      time: '10:00',
      units: [{ type: 'adult', quantity: 2 }],
    });
    const error = await failure(provider.book(request));
    expect(error).toBeInstanceOf(SupplierSoldOutError);
    expect(error.message).toMatch(/not enough availability/);
    expect(fake.bookings.has(request.reference)).toBe(false);
    // Now the availability check already shows it: no reservation is attempted.
    const later = booking({ ...request, reference: randomUUID() });
    expect(await failure(provider.book(later))).toBeInstanceOf(SupplierSoldOutError);
    expect(fake.reserves(later.reference)).toBe(0);
  });

  it('cancels, and cancelling again is not an error', async () => {
    const provider = octo();
    const request = booking({ units: [{ type: 'adult', quantity: 1 }] });
    const { supplierReference } = await provider.book(request);
    await provider.cancel(supplierReference);
    expect(fake.bookings.get(request.reference)?.status).toBe('CANCELLED');
    await expect(provider.cancel(supplierReference)).resolves.toBeUndefined();
    const unknown = await failure(provider.cancel(randomUUID()));
    expect(unknown.message).toMatch(/INVALID_BOOKING_UUID/);
  });
});

describe('the OCTO adapter when the supplier fails', () => {
  it('throws, never hangs, when the supplier is down', async () => {
    fake.state.down = 'http';
    const http = await failure(octo().list());
    expect(http.message).toMatch(/OCTO GET \/products: the supplier answered HTTP 503/);
    fake.state.down = 'drop';
    const dropped = await failure(octo().book(booking()));
    expect(dropped).not.toBeInstanceOf(SupplierSoldOutError);
    expect(dropped.message).toMatch(/OCTO GET \/products/);
    fake.state.down = false;

    const closed = await closedPort();
    const refused = await failure(octo({ url: closed }).list());
    expect(refused.message).toMatch(/OCTO GET \/products: fetch failed \(ECONNREFUSED\)/);
  });

  it('gives up on a slow supplier after its timeout', async () => {
    const provider: AttractionProvider = octo({ timeoutMs: 200 });
    await provider.list();
    fake.state.delayMs = 1_500;
    const started = Date.now();
    const error = await failure(provider.availability(museum, SATURDAY, SATURDAY));
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(error.message).toMatch(/OCTO POST \/availability\S*: no answer within 200 ms/);
  });

  it('says the key was refused without repeating any key', async () => {
    const error = await failure(octo({ apiKey: 'wrong-key-123' }).list());
    expect(error.message).toMatch(/OCTO GET \/products: the supplier refused Tern's API key/);
    expect(error.message).not.toContain('wrong-key-123');
  });
});

/** A loopback URL nothing listens on: a connection there is refused at once. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
