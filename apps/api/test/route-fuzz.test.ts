import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestShopper } from './support/shopper';
import { signInUnlocked, signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

/**
 * Every route in the OpenAPI description × generated hostile requests: NUL and control
 * characters, invalid UTF-8 and lone surrogates, huge strings, wrong types, deep JSON, odd
 * methods and content types, bad ids and headers. Never a 5xx; every error in the envelope.
 * `npm test` runs 100 per route (about 3,200 requests, 6–12 s) on a fixed seed;
 * `npm run bench:fuzz-api` runs 1,000 per route, and FUZZ_RUNS / FUZZ_SEED pick others.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 9);

const FUZZ_ADMIN = 'fuzz-admin@example.com';
const t = useTestApp({ adminEmails: [FUZZ_ADMIN] });

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
  bodyNames: string[];
}

let operations: Operation[] = [];
let bearer = '';
/** An admin's token, so the back office's validation is fuzzed too, not only its guard. */
let adminBearer = '';
let orderId = '';
/** The bearer's saved plan and a live share link, so their routes are fuzzed past the lookup. */
let itineraryId = '';
let shareId = '';
const totals = { requests: 0, fiveHundreds: 0 };

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u001b[31mred',
  '\r\nSet-Cookie: x=1',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '💥🇫🇷',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '',
  ' ',
];

const hostileText = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // Past every field's maximum, past the address limit, past the body limit.
  fc.constantFrom(...[300, 5000, 70_000].map((n) => 'x'.repeat(n))),
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const urlPart = fc.oneof(
  hostileText.map(encode),
  fc.constantFrom('%', '%zz', '%ff', '%c3%28', '%ed%a0%80', '%e0%80%80', '..', '%2e%2e%2f', '+'),
  fc.constantFrom('bndl_fr_5gb_30d', 'france', '00000000-0000-4000-8000-000000000000', 'FR', '1'),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

function bodyFor(names: string[]) {
  const key = fc.oneof(fc.constantFrom(...(names.length ? names : ['x'])), hostileText);
  return fc.oneof(
    fc
      .dictionary(key, hostileValue, { maxKeys: 6 })
      .map((o) => ({ payload: JSON.stringify(o) as string | Buffer, type: 'application/json' })),
    fc.jsonValue().map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })),
    fc
      .constantFrom(33, 3000)
      .map((n) => ({ payload: `${'['.repeat(n)}${']'.repeat(n)}`, type: 'application/json' })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
      payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from('"}')]),
      type: 'application/json',
    })),
    fc
      .tuple(
        fc.string({ maxLength: 80 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/xml',
        ),
      )
      .map(([payload, type]) => ({ payload: payload as string | Buffer, type })),
    fc.constant({ payload: '', type: 'application/json' }),
  );
}

function requestFor(op: Operation): fc.Arbitrary<InjectOptions> {
  const params = (op.path.match(/\{[^}]+\}/g) ?? []).map((name) =>
    fc.oneof(
      urlPart,
      fc.constant(
        name === '{orderId}'
          ? orderId
          : name === '{shareId}'
            ? shareId
            : op.path.startsWith('/itineraries/') && name === '{id}'
              ? itineraryId
              : '00000000-0000-4000-8000-000000000000',
      ),
    ),
  );
  const queryKey = fc.oneof(
    fc.constantFrom(...(op.queryNames.length ? op.queryNames : ['q'])),
    urlPart,
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(op.method) },
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'),
      ),
      params: fc.tuple(...params),
      query: fc.array(fc.tuple(queryKey, urlPart), { maxLength: 5 }),
      body: bodyFor(op.bodyNames),
      site: fc.oneof(
        { weight: 5, arbitrary: fc.constant('tern-web') },
        hostileText.filter((s) => /^[\t\x20-\x7e]*$/.test(s) && s.length < 4000),
      ),
      auth: fc.constantFrom('bearer', 'admin', 'admin', 'none', 'garbage', 'cookie'),
      idempotencyKey: fc.option(
        hostileText.filter((s) => /^[\t\x20-\x7e]*$/.test(s) && s.length < 4000),
      ),
      address: fc.tuple(fc.nat(255), fc.nat(255)),
    })
    .map((r) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => String(r.params[i++]));
      const query = r.query.map(([k, v]) => `${k}=${v}`).join('&');
      const headers: Record<string, string> = { 'x-site-id': r.site };
      if (r.auth === 'bearer') headers.authorization = `Bearer ${bearer}`;
      if (r.auth === 'admin') headers.authorization = `Bearer ${adminBearer}`;
      if (r.auth === 'garbage') headers.authorization = 'Bearer \u00e9garbage';
      if (r.auth === 'cookie') headers.cookie = `tern_session=${bearer}`;
      if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey;
      const hasBody = !['GET', 'HEAD'].includes(r.method);
      if (hasBody) headers['content-type'] = r.body.type;
      return {
        method: r.method as InjectOptions['method'],
        url: `/v1${path}${query ? `?${query}` : ''}`,
        headers,
        ...(hasBody ? { payload: r.body.payload } : {}),
        // An untrusted peer per request: the rate limiter must not answer for the validator.
        remoteAddress: `10.${r.address[0]}.${r.address[1]}.${(totals.requests % 250) + 1}`,
      };
    });
}

/** What is wrong with an answer, or undefined (checked without expect: thousands per second). */
function answerProblem(
  method: string | undefined,
  status: number,
  body: string,
): string | undefined {
  if (status >= 500) return 'a 5xx';
  if (status < 400 || method === 'HEAD') return undefined;
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code !== 'string' || !/^[A-Z][A-Z_]+$/.test(error.code))
      return 'no error code';
    if (typeof error.message !== 'string') return 'no error message';
  } catch {
    return 'not the JSON envelope';
  }
  return undefined;
}

beforeAll(async () => {
  const shopper = await guestShopper(t);
  bearer = shopper.headers.authorization.slice('Bearer '.length);
  orderId = (await shopper.createOrder()).json().data.orderId;
  const trip = {
    legs: [{ countryName: 'United Arab Emirates', startDate: '2026-12-07', endDate: '2026-12-09' }],
  };
  // Saving takes the unlocked custom itinerary, which a guest cannot have: another's plan (a 404).
  const planner = await signInUnlocked(t, 'fuzz-planner@example.com');
  itineraryId = (await t.post('/v1/itineraries', { trip }, planner.headers)).json().data.id;
  shareId = (await t.post('/v1/itineraries/shared', { trip })).json().data.shareId;
  adminBearer = (await signInWithCode(t, FUZZ_ADMIN)).token;
  const spec = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
          };
        }
      >
    >;
  };
  operations = Object.entries(spec.paths).flatMap(([fullPath, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: fullPath.replace(/^\/v1/, ''),
      queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyNames: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
});

describe('route fuzz: every route in the OpenAPI description never answers 5xx', () => {
  it(`${RUNS} hostile requests per route, all answered below 500 in the envelope`, async () => {
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (request) => {
          totals.requests += 1;
          const response = await t.app.inject(request);
          if (response.statusCode >= 500) totals.fiveHundreds += 1;
          const problem = answerProblem(request.method, response.statusCode, response.body);
          if (problem) {
            const sent = `${request.method} ${String(request.url).slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
            throw new Error(
              `${op.method} ${op.path} ← ${sent} → ${response.statusCode} ${response.body.slice(0, 300)}: ${problem}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    console.info(
      `route fuzz: ${operations.length} routes, ${totals.requests} requests, ${totals.fiveHundreds} answers ≥ 500`,
    );
    expect(totals.requests).toBeGreaterThanOrEqual(RUNS * operations.length);
  }, 600_000);
});
