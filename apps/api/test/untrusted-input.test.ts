import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestShopper } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const envelope = (code: string) => ({
  error: expect.objectContaining({ code, message: expect.any(String) }),
});

describe('untrusted text: NUL, other control characters and invalid UTF-8 get a 400, never a 5xx', () => {
  const searches = [
    '%00',
    'fr%00ance',
    '%01',
    '%1b%5b31m',
    '%ff',
    '%c3%28',
    '%ed%a0%80',
    '%e0%80%80',
    '%',
    '%zz',
  ];
  for (const path of ['/v1/countries', '/v1/regions', '/v1/bundles', '/v1/bundles/popular']) {
    it.each(searches)(`${path}?search=%s → 400 VALIDATION_FAILED`, async (search) => {
      const { status, body } = await t.get(`${path}?search=${search}`);
      expect(status).toBe(400);
      expect(body).toEqual(envelope('VALIDATION_FAILED'));
    });
  }

  it.each(['/v1/destinations/fr%00', '/v1/orders/%01', '/v1/destinations/fr%0a'])(
    'a path parameter %s → 400',
    async (url) => {
      const { status, body } = await t.get(url);
      expect(status).toBe(400);
      expect(body).toEqual(envelope('VALIDATION_FAILED'));
    },
  );

  it('a broken percent-encoding in the path is a 400 in the envelope', async () => {
    for (const url of ['/v1/destinations/%ff', '/v1/destinations/%c3%28']) {
      const { status, body } = await t.get(url);
      expect(status).toBe(400);
      expect(body).toEqual(envelope('BAD_REQUEST'));
    }
    const bare = await t.get('/v1/%');
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual(envelope(expect.any(String)));
  });

  it('clean text with accents, emoji and an encoded + still works', async () => {
    expect((await t.get('/v1/countries?search=C%C3%B4te')).status).toBe(200);
    expect((await t.get('/v1/countries?search=%F0%9F%87%AB%F0%9F%87%B7')).status).toBe(200);
    expect((await t.get('/v1/countries?search=a+b')).status).toBe(200);
  });

  const guest = {
    fullName: 'Sam Traveller',
    email: 'nul@example.com',
    countryCode: '+44',
    phoneNumber: '7911 123456',
    deviceType: 'ios',
  };
  it.each([
    ['a NUL in fullName', { ...guest, fullName: 'Sam\u0000' }],
    ['an escape in fullName', { ...guest, fullName: 'Sam\u001b[2J' }],
    ['a lone surrogate in fullName', { ...guest, fullName: 'Sam\ud800' }],
    ['a NUL in deviceToken', { ...guest, deviceToken: 'a\u0000b' }],
    ['a NUL in an unknown key', { ...guest, 'x\u0000': 1 }],
  ])('guest login with %s → 400 VALIDATION_FAILED', async (_name, body) => {
    const response = await t.post('/v1/auth/guest', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('VALIDATION_FAILED'));
  });

  it('invalid UTF-8 bytes in a JSON body → 400', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"fullName":"Sam '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","email":"x@example.com"}'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/guest',
      payload: bytes,
      headers: { 'x-site-id': 'tern-web', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('VALIDATION_FAILED'));
  });

  it('a line break in free text is still allowed (translation), an escaped lone surrogate is not', async () => {
    const shopper = await guestShopper(t);
    const fine = await t.post(
      '/v1/auth/guest',
      { ...guest, fullName: 'Sam\tTraveller', email: 'tab@example.com' },
      shopper.headers,
    );
    expect(fine.statusCode).toBe(200);
    const escaped = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/guest',
      payload: '{"fullName":"\\udc00","email":"x@example.com"}',
      headers: { 'x-site-id': 'tern-web', 'content-type': 'application/json' },
    });
    expect(escaped.statusCode).toBe(400);
  });

  it('JSON nested deeper than any contract is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/guest',
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      headers: { 'x-site-id': 'tern-web', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('BAD_REQUEST'));
  });
});

/** Sends bytes on a real socket and returns the raw answer: these errors never reach inject. */
function rawRequest(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(request);
  });
}

function parseAnswer(answer: string) {
  const [head = '', ...rest] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const body = rest.join('\r\n\r\n');
  const start = body.indexOf('{');
  return {
    status,
    head,
    body: start === -1 ? undefined : JSON.parse(body.slice(start, body.lastIndexOf('}') + 1)),
  };
}

describe('errors raised before routing answer in the envelope (raw sockets)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const get = (target: string, headers = '') =>
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\nX-Site-Id: tern-web\r\nConnection: close\r\n${headers}\r\n`;

  it('bad percent-encoding in the path → 400', async () => {
    const { status, body } = parseAnswer(await rawRequest(port, get('/v1/%ff')));
    expect(status).toBe(400);
    expect(body).toEqual(envelope(expect.any(String)));
  });

  it('an address over the limit → 414 URI_TOO_LONG', async () => {
    const { status, body } = parseAnswer(
      await rawRequest(port, get(`/v1/countries?search=${'a'.repeat(5000)}`)),
    );
    expect(status).toBe(414);
    expect(body).toEqual(envelope('URI_TOO_LONG'));
  });

  it('headers over the limit → 431 HEADERS_TOO_LARGE', async () => {
    const { status, body } = parseAnswer(
      await rawRequest(port, get('/v1/countries', `X-Big: ${'b'.repeat(20_000)}\r\n`)),
    );
    expect(status).toBe(431);
    expect(body).toEqual(envelope('HEADERS_TOO_LARGE'));
  });

  it.each([
    ['a non-numeric Content-Length', 'Content-Length: abc\r\n'],
    ['two different Content-Lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
    ['Content-Length with chunked', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
  ])('%s → 400 BAD_REQUEST', async (_name, lengthHeaders) => {
    const answer = await rawRequest(
      port,
      `POST /v1/auth/login-code HTTP/1.1\r\nHost: localhost\r\nX-Site-Id: tern-web\r\nContent-Type: application/json\r\n${lengthHeaders}\r\n{}`,
    );
    const { status, body } = parseAnswer(answer);
    expect(status).toBe(400);
    expect(body).toEqual(envelope('BAD_REQUEST'));
  });

  it('an unknown method → 400 in the envelope', async () => {
    const { status, body } = parseAnswer(
      await rawRequest(port, 'FROB / HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    );
    expect(status).toBe(400);
    expect(body).toEqual(envelope('BAD_REQUEST'));
  });

  const post = (body: string, type = 'application/json') =>
    `POST /v1/auth/login-code HTTP/1.1\r\nHost: localhost\r\nX-Site-Id: tern-web\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it('bad JSON → 400 BAD_REQUEST', async () => {
    const { status, body } = parseAnswer(await rawRequest(port, post('{"email":')));
    expect(status).toBe(400);
    expect(body).toEqual(envelope('BAD_REQUEST'));
  });

  it('an unsupported media type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const { status, body } = parseAnswer(
      await rawRequest(port, post('email=x', 'application/x-www-form-urlencoded')),
    );
    expect(status).toBe(415);
    expect(body).toEqual(envelope('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('a body over the limit → 413 PAYLOAD_TOO_LARGE', async () => {
    const { status, body } = parseAnswer(
      await rawRequest(port, post(JSON.stringify({ email: 'a'.repeat(70 * 1024) }))),
    );
    expect(status).toBe(413);
    expect(body).toEqual(envelope('PAYLOAD_TOO_LARGE'));
  });

  it('a NUL in the query over a real socket → 400', async () => {
    const { status, body } = parseAnswer(await rawRequest(port, get('/v1/countries?search=%00')));
    expect(status).toBe(400);
    expect(body).toEqual(envelope('VALIDATION_FAILED'));
  });
});
