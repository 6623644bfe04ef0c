import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeReply {
  status: number;
  json: unknown;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server for one vendor's protocol: `route` answers each request; `down` makes it
 * answer 503 (or drop the connection) the way an outage would, and `delayMs` answers that late
 * (a hanging vendor). Counts requests per path and keeps every request for assertions.
 */
export async function startFakeUpstream(
  route: (request: IncomingMessage, url: URL, body: string) => FakeReply,
) {
  const state = {
    down: false as false | 'http' | 'drop',
    delayMs: 0,
    hits: new Map<string, number>(),
    bodies: [] as string[],
    requests: [] as {
      method: string;
      path: string;
      headers: IncomingMessage['headers'];
      body: unknown;
    }[],
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
      state.requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        body: parseBody(body),
      });
      if (state.down === 'drop') return request.socket.destroy();
      const { status, json, headers } = state.down
        ? { status: 503, json: { error: 'down' }, headers: {} }
        : route(request, url, body);
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(json));
      };
      if (state.delayMs > 0) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    hits: (path: string) => state.hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A slow answer still pending would otherwise hold the server open.
        server.closeAllConnections();
      }),
  };
}

function parseBody(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
