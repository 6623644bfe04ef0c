import { Agent, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forwardToNext, headersForNext, headersFromNext } from './proxy.mjs';

const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers }) as unknown as IncomingMessage;
const client = { ip: '203.0.113.9', https: true };

describe('what Next is told', () => {
  it('says who the client is from what the front server knows, never from the visitor', () => {
    const headers = headersForNext(
      request('GET', {
        host: 'evil.example',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '127.0.0.1',
        forwarded: 'for=127.0.0.1',
        'x-tern-client-ip': '127.0.0.1',
        'x-tern-forward-secret': 'a guess at the secret',
        'x-middleware-subrequest': 'src/proxy',
        'accept-language': 'vi',
      }),
      { client, host: 'shop.test', path: '/faq', body: undefined },
    );
    expect(headers).toEqual({
      host: 'shop.test',
      'x-forwarded-host': 'shop.test',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'x-tern-client-ip': '203.0.113.9',
      'accept-language': 'vi',
    });
  });

  it('keeps conditional requests for files only: a page carries a new nonce each time', () => {
    const conditional = { 'if-none-match': '"a"', 'if-modified-since': 'Mon, 01 Jan 2024' };
    const forPage = headersForNext(request('GET', conditional), {
      client,
      host: 'shop.test',
      path: '/faq',
      body: undefined,
    });
    expect(forPage).not.toHaveProperty('if-none-match');
    expect(forPage).not.toHaveProperty('if-modified-since');
    const forFile = headersForNext(request('GET', conditional), {
      client,
      host: 'shop.test',
      path: '/art/destination/fr.svg',
      body: undefined,
    });
    expect(forFile['if-none-match']).toBe('"a"');
  });

  it('gives the body read here its length, and an empty POST a zero', () => {
    const chunked = {
      'transfer-encoding': 'chunked',
      'content-length': '99',
      expect: '100-continue',
    };
    const options = { client, host: 'shop.test', path: '/api/v1/x' };
    const withBody = headersForNext(request('POST', chunked), {
      ...options,
      body: Buffer.from('{}'),
    });
    expect(withBody['content-length']).toBe('2');
    expect(withBody).not.toHaveProperty('transfer-encoding');
    expect(withBody).not.toHaveProperty('expect');
    expect(
      headersForNext(request('POST', {}), { ...options, body: undefined })['content-length'],
    ).toBe('0');
    expect(headersForNext(request('GET', {}), { ...options, body: undefined })).not.toHaveProperty(
      'content-length',
    );
  });
});

describe('what of Next’s answer passes', () => {
  it('drops its internal and connection headers', () => {
    expect(
      headersFromNext({
        'content-type': 'text/html',
        'x-powered-by': 'Next.js',
        'x-nextjs-cache': 'HIT',
        connection: 'keep-alive',
        'cache-control': 's-maxage=300',
      }),
    ).toEqual({ 'content-type': 'text/html', 'cache-control': 's-maxage=300' });
  });
});

describe('a kept-alive socket Next closed', () => {
  /** Next stand-in: answers a connection's first request, drops the connection on its second. */
  async function upstreamClosingIdleSockets() {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: boolean };
      seen.push(`${req.method} ${req.url}`);
      if (socket.served) {
        socket.destroy();
        return;
      }
      socket.served = true;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { upstream: { host: '127.0.0.1', port }, seen, close: () => server.close() };
  }

  /** One request through forwardToNext: the answer's status, or the failure's code. */
  function send(
    upstream: { host: string; port: number },
    agent: Agent,
    method: string,
  ): Promise<string> {
    return new Promise((resolve) => {
      const res = { destroyed: false, on: () => res } as unknown as ServerResponse;
      forwardToNext(upstream, {
        agent,
        method,
        target: '/_next/static/chunks/a.js',
        headers: {},
        body: undefined,
        res,
        onAnswer: (answer) => {
          answer.resume();
          resolve(String(answer.statusCode));
        },
        onFailure: (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message),
      });
    });
  }

  it('sends a GET again on a new socket, once, instead of a 502', async () => {
    const { upstream, seen, close } = await upstreamClosingIdleSockets();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await send(upstream, agent, 'GET')).toBe('200');
      // The same socket again: Next drops it, and the request goes out once more.
      expect(await send(upstream, agent, 'GET')).toBe('200');
      expect(seen).toHaveLength(3);
    } finally {
      agent.destroy();
      close();
    }
  });

  it('never sends a POST twice: its failure is the caller’s', async () => {
    const { upstream, seen, close } = await upstreamClosingIdleSockets();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await send(upstream, agent, 'POST')).toBe('200');
      expect(await send(upstream, agent, 'POST')).toBe('ECONNRESET');
      expect(seen).toHaveLength(2);
    } finally {
      agent.destroy();
      close();
    }
  });
});
