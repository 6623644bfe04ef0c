import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeReply {
  status: number;
  json: unknown;
}

/**
 * A local HTTP server for one vendor's protocol: `route` answers each request; `down` makes it
 * answer 503 (or drop the connection) the way an outage would. Counts requests per path.
 */
export async function startFakeUpstream(
  route: (request: IncomingMessage, url: URL, body: string) => FakeReply,
) {
  const state = {
    down: false as false | 'http' | 'drop',
    hits: new Map<string, number>(),
    bodies: [] as string[],
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      state.hits.set(url.pathname, (state.hits.get(url.pathname) ?? 0) + 1);
      state.bodies.push(body);
      if (state.down === 'drop') return request.socket.destroy();
      const { status, json } = state.down
        ? { status: 503, json: { error: 'down' } }
        : route(request, url, body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    hits: (path: string) => state.hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
