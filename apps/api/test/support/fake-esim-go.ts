import { createServer, type Server } from 'node:http';
import { makeIccid } from '../../src/providers/esim/iccid';

export const ESIM_GO_KEY = 'test-esim-go-key';

/** A local stand-in for an eSIM Go style wholesaler, with switchable outages. */
export async function startFakeEsimGo() {
  const state = {
    orders: [] as { item: string; reference: string }[],
    failuresLeft: 0,
    failWith: 503,
    apiKeys: new Set<string>(),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      state.apiKeys.add(String(request.headers['x-api-key']));
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers['x-api-key'] !== ESIM_GO_KEY)
        return reply(403, { message: 'Unauthorised' });
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        return reply(state.failWith, { message: 'Service unavailable' });
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/orders') {
        const reference = `ref-${state.orders.length + 1}`;
        state.orders.push({ item: JSON.parse(body).order[0].item, reference });
        return reply(200, { orderReference: reference, status: 'completed' });
      }
      if (request.method === 'GET' && url.pathname === '/esims/assignments') {
        const index = state.orders.findIndex(
          (o) => o.reference === url.searchParams.get('reference'),
        );
        if (index < 0) return reply(400, { message: 'reference not found' });
        return reply(200, [
          {
            iccid: makeIccid(BigInt(5_000_000 + index)),
            smdpAddress: 'rsp.wholesale.example',
            matchingId: `MATCH-${index + 1}`,
          },
        ]);
      }
      return reply(404, { message: 'not faked' });
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
