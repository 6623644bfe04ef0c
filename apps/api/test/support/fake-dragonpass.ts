import { createServer, type Server } from 'node:http';

export const DRAGONPASS_KEY = 'test-dragonpass-key';
export const DRAGONPASS_PROGRAM = 'TERN-TEST';

const hub = {
  id: 'H-1001',
  name: 'Noi Bai International Airport',
  iataCode: 'HAN',
  cityName: 'Hanoi',
  countryName: 'Vietnam',
  countryCode: 'VN',
  latitude: 21.2212,
  longitude: 105.8072,
  timezone: 'Asia/Ho_Chi_Minh',
};

const lounge = {
  id: 'DP-77001',
  name: 'Lotus Lounge',
  module: 1,
  transportHubId: 'H-1001',
  iataCode: 'HAN',
  terminal: 'Terminal 2',
  airside: true,
  locationDesc: 'Level 3, after passport control, near gate 24',
  businessHours: '06:00-01:00',
  timezone: 'Asia/Ho_Chi_Minh',
  facilities: ['WIFI', 'HOT_FOOD', 'SHOWER', 'NAP_PODS', 'FIDS'],
  level: 'PREMIUM',
  introduction: 'Vietnamese dishes cooked to order and showers.',
  rules: {
    maxStayMinutes: 180,
    childAgeFrom: 2,
    childAgeTo: 12,
    infantFree: true,
    childNeedAdult: true,
    dressCode: 'SMART_CASUAL',
    entryWindowMinutes: 60,
  },
  capacityPerSlot: 30,
  adultPrice: { amount: 3900, currency: 'USD' },
  childPrice: { amount: 2500, currency: 'USD' },
};

/**
 * A local stand-in for the DragonPass partner API (protocol in
 * src/providers/lounges/dragonpass/dragonpass-protocol.ts): one airport, one lounge, bearer and
 * program id checked on every call, and a switch for outages.
 */
export async function startFakeDragonPass() {
  const state = {
    failWith: 0,
    /** Places already taken in every slot. */
    taken: 0,
    requests: [] as { method: string; path: string; body: unknown }[],
    issued: [] as unknown[],
    /** epassNo by partnerOrderNo: a repeated issue answers the same pass. */
    byReference: new Map<string, string>(),
    cancelled: new Set<string>(),
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const reply = (status: number, data: unknown, code = '0000') => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ code, message: code === '0000' ? 'success' : 'error', data }),
        );
      };
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = raw ? JSON.parse(raw) : undefined;
      state.requests.push({ method: request.method ?? '', path: url.pathname, body });
      if (
        request.headers.authorization !== `Bearer ${DRAGONPASS_KEY}` ||
        request.headers['x-program-id'] !== DRAGONPASS_PROGRAM
      ) {
        return reply(401, null, '4010');
      }
      if (state.failWith) return reply(state.failWith, null, '5000');
      const q = url.searchParams;
      const route = `${request.method} ${url.pathname}`;
      if (route === 'GET /cities') {
        const match =
          !q.get('keyword') || 'hanoi vietnam'.includes(q.get('keyword')!.toLowerCase());
        const list = match
          ? [{ cityName: 'Hanoi', countryName: 'Vietnam', countryCode: 'VN', hubCount: 1 }]
          : [];
        return reply(200, { total: list.length, list });
      }
      if (route === 'GET /transportHubs') {
        const list = q.get('cityName') === 'Hanoi' && q.get('type') === '1' ? [hub] : [];
        return reply(200, { total: list.length, list });
      }
      if (route === `GET /transportHubs/${hub.id}`) return reply(200, hub);
      if (route === 'GET /resources') {
        if (q.get('transportHubId') !== hub.id) return reply(404, null, '4040');
        return reply(200, { list: q.get('module') === '1' ? [lounge] : [] });
      }
      if (route === `GET /resources/${lounge.id}` && q.get('module') === '1')
        return reply(200, lounge);
      if (route === 'POST /prebooking/availability' && body?.resourceId === lounge.id) {
        const hour = Number(String(body.serviceTime).slice(0, 2));
        return reply(200, {
          openStatus: hour >= 2 && hour < 6 ? 'CLOSED' : 'OPEN',
          remaining: lounge.capacityPerSlot - state.taken,
          prebookingToken: `PB-${body.serviceDate}-${body.serviceTime}`,
          adultPrice: lounge.adultPrice,
          childPrice: lounge.childPrice,
        });
      }
      if (route === 'POST /epass/issue' && body?.prebookingToken) {
        const known = body.partnerOrderNo && state.byReference.get(body.partnerOrderNo);
        if (known) return reply(200, { epassNo: known });
        state.issued.push(body);
        const epassNo = `EP${String(state.issued.length).padStart(6, '0')}`;
        if (body.partnerOrderNo) state.byReference.set(body.partnerOrderNo, epassNo);
        return reply(200, { epassNo });
      }
      if (route === 'POST /epass/cancel') {
        const issued = [...state.byReference.values()].includes(body?.epassNo);
        if (!issued) return reply(404, null, '4040');
        state.cancelled.add(body.epassNo);
        return reply(200, { epassNo: body.epassNo, status: 'CANCELLED' });
      }
      return reply(404, null, '4040');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise((r) => server.close(r)),
  };
}
