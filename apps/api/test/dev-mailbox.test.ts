import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FORWARD_SECRET_HEADER,
  type OutboxListResponse,
  type OutboxMessageResponse,
} from '@tern/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { stockSimulator } from '../src/providers/esim/simulator';
import { createOutboxMailer } from '../src/providers/mail/outbox-mailer';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { TEST_FORWARD_SECRET, useTestApp } from './support/test-app';

describe('dev mailbox where mail stays on this machine (config.devMailbox)', () => {
  const outboxDir = mkdtempSync(join(tmpdir(), 'tern-dev-outbox-'));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
  const t = useTestApp({ devMailbox: true, outboxDir }, () => ({
    mailer: createOutboxMailer(outboxDir),
  }));
  const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/dev/outbox',
      headers: { 'x-site-id': 'tern-web', ...headers },
      remoteAddress,
    });

  it('lists an empty outbox before any mail was written', async () => {
    const { status, body } = await t.get<OutboxListResponse>('/v1/dev/outbox');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], count: 0 });
  });

  it('lists sign-in e-mails newest first and shows each with its code', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      const response = await t.post('/v1/auth/login-code', { email });
      expect(response.statusCode).toBe(200);
    }
    const list = await t.get<OutboxListResponse>('/v1/dev/outbox?limit=1');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.count).toBe(2);
    expect(list.body.data).toHaveLength(1);
    const [newest] = list.body.data;
    expect(newest).toMatchObject({ to: 'second@example.com' });
    expect(Date.parse(newest!.sentAt)).not.toBeNaN();
    const code = newest!.subject.match(/^(\d{6}) /)?.[1];
    expect(code).toBeDefined();

    const message = await t.get<OutboxMessageResponse>(`/v1/dev/outbox/${newest!.id}`);
    expect(message.status).toBe(200);
    expect(message.body.data.text).toContain(`Your Tern sign-in code is ${code}.`);
    expect(message.body.data.html).toContain(code);
  });

  it('shows the receipt with its QR code inline, as a data: URL', async () => {
    await stockSimulator(t.database.db, 1);
    const shopper = await guestShopper(t, 'receipt@example.com');
    const { orderId } = (await shopper.createOrder()).json().data;
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(200);
    await t.app.jobs.runDue();

    const list = await t.get<OutboxListResponse>('/v1/dev/outbox');
    const receipt = list.body.data.find((m) => m.to === 'receipt@example.com');
    expect(receipt?.subject).toMatch(/^Your Tern eSIM is ready/);
    const { body } = await t.get<OutboxMessageResponse>(`/v1/dev/outbox/${receipt!.id}`);
    expect(body.data.html).not.toContain('cid:');
    expect(body.data.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);
    expect(body.data.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', inline: true }),
    ]);
    expect(body.data.attachments[0]!.size).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown message and 400 for an id that is not one', async () => {
    const missing = await t.get('/v1/dev/outbox/2026-01-01T00-00-00-000Z-deadbeef');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const traversal = await t.get('/v1/dev/outbox/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.status).toBe(400);
  });

  it('answers only a visitor on this machine: a peer elsewhere never, whatever it claims', async () => {
    for (const remote of ['203.0.113.5', '10.0.0.8', '::ffff:192.168.1.4']) {
      const response = await outboxFrom(remote, { 'x-forwarded-for': '127.0.0.1' });
      expect(response.statusCode, remote).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // A process on this machine asking for itself (the web server's own request, a local tool).
    for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await outboxFrom(remote)).statusCode, remote).toBe(200);
    }
  });

  it('through the web server: only when it proves the visitor it forwards is on this machine', async () => {
    const proof = { [FORWARD_SECRET_HEADER]: TEST_FORWARD_SECRET };
    const forLocal = await outboxFrom('127.0.0.1', { ...proof, 'x-forwarded-for': '127.0.0.1' });
    expect(forLocal.statusCode).toBe(200);
    // Issue 21: /api/v1/%64ev/outbox reached the API through the forwarder, from loopback, for a
    // visitor anywhere. The forwarder says who the visitor is, and that is what counts.
    const cases: [string, Record<string, string>][] = [
      ['proven, for a visitor elsewhere', { ...proof, 'x-forwarded-for': '203.0.113.5' }],
      ['unproven', { 'x-forwarded-for': '127.0.0.1' }],
      ['a wrong proof', { [FORWARD_SECRET_HEADER]: 'x'.repeat(46), 'x-forwarded-for': '::1' }],
      ['Forwarded instead', { forwarded: 'for=203.0.113.5' }],
    ];
    for (const [name, headers] of cases) {
      const response = await outboxFrom('127.0.0.1', headers);
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('is never listed in the public API description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json();
    expect(Object.keys(spec.paths).filter((path) => path.includes('/dev/'))).toEqual([]);
  });
});

describe('dev mailbox where mail is really sent or the shop is public', () => {
  const t = useTestApp({ devMailbox: false });

  it('does not exist', async () => {
    for (const path of ['/v1/dev/outbox', '/v1/dev/outbox/2026-01-01T00-00-00-000Z-deadbeef']) {
      const { status, body } = await t.get(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
