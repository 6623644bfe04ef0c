import type {
  CitiesResponse,
  PreorderSummaryResponse,
  ResourceDetailsResponse,
  ResourcesResponse,
  TransportHubsResponse,
} from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDragonPassProvider } from '../src/providers/lounges/dragonpass/dragonpass-provider';
import { DRAGONPASS_KEY, DRAGONPASS_PROGRAM, startFakeDragonPass } from './support/fake-dragonpass';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeDragonPass>>;
beforeAll(async () => {
  fake = await startFakeDragonPass();
});
afterAll(async () => {
  await fake?.close();
});

const t = useTestApp({}, () => ({
  loungeProvider: createDragonPassProvider({
    url: fake.url,
    apiKey: DRAGONPASS_KEY,
    programId: DRAGONPASS_PROGRAM,
  }),
}));

describe('the DragonPass adapter, against a local fake', () => {
  it('reads cities and airports in Tern shapes, with bearer key and program id', async () => {
    const cities = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=1&search=han');
    const hanoi = { city: 'Hanoi', country: 'Vietnam', countryCode: 'VN', airportCount: 1 };
    expect(cities.body).toEqual({ data: { cities: [{ ...hanoi, localCity: 'Hanoi' }] }, count: 1 });
    // The vendor's cities are named in the page's language where Tern knows the name.
    const inArabic = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=1&locale=ar');
    expect(inArabic.body.data.cities).toContainEqual({ ...hanoi, localCity: 'هانوي' });
    const hubs = await t.get<TransportHubsResponse>('/v1/dragonpass/transportHubs?city=Hanoi');
    expect(hubs.body.data.transportHubs[0]).toMatchObject({
      transportHubId: 'H-1001',
      iata: 'HAN',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect((await t.get('/v1/dragonpass/transportHubs?city=Atlantis')).status).toBe(404);
  });

  it('reshapes resources: hours past midnight, known amenities only, tier and conditions', async () => {
    const list = await t.get<ResourcesResponse>(
      '/v1/dragonpass/resources?transportHubId=H-1001&module=1',
    );
    expect(list.body.data.resources[0]).toMatchObject({
      resourceId: 'DP-77001',
      side: 'airside',
      hours: { opens: '06:00', closes: '01:00', allDay: false },
      amenities: ['wifi', 'hot-food', 'showers', 'flight-information'],
      tier: 'premium',
      imageUrl: '/art/lounge/DP-77001.svg',
    });
    const details = await t.get<ResourceDetailsResponse>(
      '/v1/dragonpass/resourceDetails/DP-77001?module=1',
    );
    expect(details.body.data.conditions).toEqual({
      maximumStayHours: 3,
      childAgeFrom: 2,
      childAgeTo: 12,
      infantsFree: true,
      childrenWithAdult: true,
      dressCode: 'smart-casual',
      entryWindowMinutes: 60,
    });
    expect(details.body.data.prices).toMatchObject({ currencyCode: 'USD', adult: 39, child: 25 });
    expect((await t.get('/v1/dragonpass/resourceDetails/DP-404?module=1')).status).toBe(404);
  });

  it("prices a slot from the supplier's availability and keeps its prebooking token in the quote", async () => {
    const date = addDays(localDateTime('Asia/Ho_Chi_Minh', new Date()).date, 2);
    const response = await t.post('/v1/dragonpass/preorder/summary', {
      resourceId: 'DP-77001',
      module: 1,
      date,
      time: '10:15',
      adults: 1,
      children: 1,
      flightNumber: 'VN 123',
    });
    const { data } = response.json<PreorderSummaryResponse>();
    expect(data).toMatchObject({
      available: true,
      prices: { perAdult: 39, perChild: 25, total: 64 },
    });
    const payload = JSON.parse(
      Buffer.from(data.quote!.token.split('.')[0]!, 'base64url').toString(),
    );
    expect(payload.supplierToken).toBe(`PB-${date}-10:15`);
    const closed = await t.post('/v1/dragonpass/preorder/summary', {
      resourceId: 'DP-77001',
      module: 1,
      date,
      time: '03:00',
      adults: 1,
      children: 0,
      flightNumber: 'VN 123',
    });
    expect(closed.json<PreorderSummaryResponse>().data.unavailableReason).toBe('closed');
  });

  it('issues an e-pass with the prebooking token and the travellers', async () => {
    const provider = createDragonPassProvider({
      url: fake.url,
      apiKey: DRAGONPASS_KEY,
      programId: DRAGONPASS_PROGRAM,
    });
    const pass = await provider.issuePass({
      reference: 'line-1',
      resourceId: 'DP-77001',
      module: 1,
      date: '2030-01-01',
      time: '10:00',
      flightNumber: 'VN 123',
      travellers: [
        { name: 'An Nguyen', child: false },
        { name: 'Binh Nguyen', child: true },
      ],
      supplierToken: 'PB-1',
    });
    expect(pass.passReference).toMatch(/^EP\d{6}$/);
    expect(fake.state.issued.at(-1)).toMatchObject({
      prebookingToken: 'PB-1',
      flightNo: 'VN 123',
      passengers: [
        { name: 'An Nguyen', type: 'ADULT' },
        { name: 'Binh Nguyen', type: 'CHILD' },
      ],
    });
  });

  it('answers a repeated booking with the same pass, and cancels it', async () => {
    const provider = createDragonPassProvider({
      url: fake.url,
      apiKey: DRAGONPASS_KEY,
      programId: DRAGONPASS_PROGRAM,
    });
    const request = {
      reference: 'line-repeated',
      resourceId: 'DP-77001',
      module: 1 as const,
      date: '2030-01-01',
      time: '10:00',
      flightNumber: 'VN 123',
      travellers: [{ name: 'An Nguyen', child: false }],
      supplierToken: 'PB-2',
    };
    const first = await provider.issuePass(request);
    const again = await provider.issuePass(request);
    expect(again.passReference).toBe(first.passReference);
    await provider.cancelPass(first.passReference);
    expect(fake.state.cancelled.has(first.passReference)).toBe(true);
    expect(fake.state.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/epass/cancel',
      body: { epassNo: first.passReference },
    });
    await expect(provider.cancelPass('EP-UNKNOWN')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('answers 503 PROVIDER_UNAVAILABLE when the supplier fails or refuses the key', async () => {
    fake.state.failWith = 500;
    const down = await t.get<{ error: { code: string } }>('/v1/dragonpass/cities?module=1');
    fake.state.failWith = 0;
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('PROVIDER_UNAVAILABLE');
    const wrongKey = createDragonPassProvider({
      url: fake.url,
      apiKey: 'wrong',
      programId: DRAGONPASS_PROGRAM,
    });
    await expect(wrongKey.cities(1, { pageNumber: 1, pageSize: 20 })).rejects.toMatchObject({
      statusCode: 503,
    });
  });
});

describe('booking through the DragonPass adapter', () => {
  it('charges the signed quote, books the pass with the supplier once, cancels it there', async () => {
    const date = addDays(localDateTime('Asia/Ho_Chi_Minh', new Date()).date, 12);
    const summary = (
      await t.post('/v1/dragonpass/preorder/summary', {
        resourceId: 'DP-77001',
        module: 1,
        date,
        time: '10:00',
        adults: 1,
        children: 1,
        flightNumber: 'VN 123',
        currency: 'USD',
      })
    ).json<PreorderSummaryResponse>().data;
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      {
        lines: [
          {
            kind: 'lounge_pass',
            resourceId: 'DP-77001',
            date,
            time: '10:00',
            adults: 1,
            children: 1,
            flightNumber: 'VN123',
            travellers: ['An Nguyen', 'Binh Nguyen'],
            quoteToken: summary.quote!.token,
          },
        ],
        currency: 'USD',
      },
      shopper.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { orderId, total } = created.json().data;
    expect(total.amount).toBe(summary.prices.total);
    await shopper.pay(orderId, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    const line = order.lines[0]!;
    if (line.kind !== 'lounge_pass') throw new Error('not a lounge line');
    expect(line.status).toBe('fulfilled');
    const issued = fake.state.issued.filter(
      (b) => (b as { partnerOrderNo?: string }).partnerOrderNo === line.id,
    );
    expect(issued).toEqual([
      expect.objectContaining({
        prebookingToken: `PB-${date}-10:00`,
        flightNo: 'VN 123',
        passengers: [
          { name: 'An Nguyen', type: 'ADULT' },
          { name: 'Binh Nguyen', type: 'CHILD' },
        ],
      }),
    ]);
    const pass = line.delivery!.passes[0]!;
    expect(pass.providerReference).toMatch(/^EP\d{6}$/);
    const cancelled = await t.post(
      `/v1/orders/${orderId}/lines/${line.id}/cancel`,
      {},
      shopper.headers,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The supplier is told by a job, never while the order is locked.
    await t.app.jobs.runDue();
    expect(fake.state.cancelled.has(pass.providerReference)).toBe(true);
  });
});
