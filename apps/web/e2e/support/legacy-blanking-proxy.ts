import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the web must never read from an order: the fields the API keeps for older clients only.
 * The proxy blanks them in every order it passes on: nothing where the contract allows nothing,
 * and an absurd price (never a real one) where it wants a value, so a page that still read one
 * would show "999,999".
 */
export const LEGACY_PRICE = { amount: 999_999, currencyCode: 'USD', usdCents: 99_999_900 };

function blankLegacyFields(order: Record<string, unknown>) {
  order.bundle = null;
  order.esim = null;
  order.price = LEGACY_PRICE;
}

/**
 * An HTTP proxy between the web and the API (the web's API_INTERNAL_URL) that answers as the API
 * does, with each order's legacy `bundle`, `esim` and `price` blanked: pages and browser calls
 * that render from `lines`, `total`, `payment` and `refunds` look the same through it.
 */
export async function startLegacyBlankingProxy(apiUrl: () => string) {
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', apiUrl());
    // Uncompressed, so the JSON can be rewritten.
    const headers = { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' };
    const upstream = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        if (String(answer.headers['content-type']).includes('application/json')) {
          const json = JSON.parse(body.toString('utf8')) as { data?: { order?: object } };
          if (json.data?.order) blankLegacyFields(json.data.order as Record<string, unknown>);
          body = Buffer.from(JSON.stringify(json));
        }
        const { 'content-length': _length, 'transfer-encoding': _te, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
        outgoing.end(body);
      });
    });
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
