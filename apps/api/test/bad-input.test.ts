import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const envelope = (code: string) => ({
  error: expect.objectContaining({ code, message: expect.any(String) }),
});

describe('bad input gets a 400 in the error envelope, never a 500', () => {
  it.each([
    '/v1/countries?page=0',
    '/v1/countries?page=-1',
    '/v1/countries?page=abc',
    '/v1/countries?page=1.5',
    '/v1/countries?limit=0',
    '/v1/countries?limit=201',
    '/v1/countries?limit=-5',
    '/v1/countries?limit=ten',
    '/v1/countries?page=1&page=2',
    `/v1/countries?search=${'x'.repeat(101)}`,
    '/v1/regions?limit=999',
    '/v1/bundles?type=1',
    '/v1/bundles?search=France&type=3',
    '/v1/bundles/popular?lat=95&long=10',
    '/v1/bundles/popular?lat=10',
    '/v1/bundles/popular?isPopular=yes',
    '/v1/settings?latitude=10',
    '/v1/destinations/fr%20ance',
  ])('%s → 400 VALIDATION_FAILED', async (url) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body).toEqual(envelope('VALIDATION_FAILED'));
  });

  it('says what is wrong in the message', async () => {
    const { body } = await t.get<{ error: { message: string } }>('/v1/countries?limit=201');
    expect(body.error.message).toContain('limit must be at most 200');
  });

  it('rejects an unknown or malformed currency', async () => {
    expect((await t.get('/v1/countries?currency=XYZ')).body).toEqual(envelope('UNKNOWN_CURRENCY'));
    expect((await t.get('/v1/countries?currency=XYZ')).status).toBe(400);
    expect((await t.get('/v1/countries?currency=EURO')).status).toBe(400);
  });

  it('requires a known X-Site-Id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(envelope('SITE_ID_REQUIRED'));
    const unknown = await t.get('/v1/countries', { 'x-site-id': 'someone-else' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(envelope('UNKNOWN_SITE'));
    const hostile = await t.get('/v1/countries', { 'x-site-id': "' or 1=1 --" });
    expect(hostile.status).toBe(400);
  });

  it('answers an unknown route with 404 in the envelope, with or without a site id', async () => {
    expect(await t.get('/v1/nowhere')).toMatchObject({ status: 404, body: envelope('NOT_FOUND') });
    const bare = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual(envelope('NOT_FOUND'));
  });

  it('echoes a sane request id and replaces an unsafe one', async () => {
    const kept = await t.get('/v1/countries?limit=1', { 'x-request-id': 'trace-12345678' });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.get('/v1/countries?limit=1', {
      'x-request-id': 'bad id\nwith newline',
    });
    expect(replaced.headers['x-request-id']).not.toContain('with newline'); // not 'bad': a random id can hold those hex letters
  });
});

describe('a database that cannot be reached', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  async function expectUnavailable(app: Awaited<ReturnType<typeof buildApp>>) {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/countries?search=france',
      headers: { 'x-site-id': 'tern-web' },
    });
    // Site lookup needs the database too: either way the answer is 503 in the envelope.
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(envelope('DATABASE_UNAVAILABLE'));
    expect(response.body).not.toMatch(/select|from|stack|at \w+ \(|pglite|ECONNREFUSED/i);
    expect(response.headers['retry-after']).toBe('5');
  }

  it('answers 503 without SQL or a stack trace when PGlite has been closed', async () => {
    const database = await openDatabase({});
    await database.close();
    const app = await buildApp(testConfig(), { database });
    apps.push(app);
    await expectUnavailable(app);
  });

  it('answers 503 when the PostgreSQL server refuses connections', async () => {
    const database = await openDatabase({ url: 'postgres://tern@127.0.0.1:1/tern', poolSize: 1 });
    const app = await buildApp(testConfig(), { database });
    apps.push(app);
    await expectUnavailable(app);
    const ready = await app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    await database.close();
  });
});
