import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An eSIM wholesaler shaped like the eSIM Go API the store buys from with ESIM_PROVIDER_URL
 * (apps/api/src/providers/esim/esim-go.ts): an order is assigned a profile at once. While `down`
 * it answers 503 to everything, so provisioning fails and the store gives the line up (with
 * PROVISION_MAX_ATTEMPTS=1, on the first failure) and refunds it.
 */
export async function startFakeWholesaler() {
  const state = { down: false, orders: 0 };
  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    if (state.down) return json(503, { message: 'down for maintenance' });
    const url = new URL(request.url ?? '/', 'http://wholesaler');
    if (request.method === 'POST' && url.pathname === '/orders') {
      state.orders += 1;
      return json(200, { orderReference: `ref-${state.orders}`, status: 'completed' });
    }
    if (url.pathname === '/esims/assignments') {
      const n = String(url.searchParams.get('reference') ?? '0').replace(/\D/g, '');
      return json(200, [
        {
          iccid: `894400000000000${n.padStart(4, '0')}`,
          smdpAddress: 'smdp.fake-wholesaler.test',
          matchingId: `FAKE-${n.padStart(4, '0')}-MATCH`,
        },
      ]);
    }
    if (/^\/esims\/[^/]+\/bundles$/.test(url.pathname)) return json(200, { bundles: [] });
    json(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
