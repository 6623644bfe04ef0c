import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret_for_tern';

/**
 * A local stand-in for api.stripe.com: creates PaymentIntents and refunds, honours
 * Idempotency-Key on refunds as Stripe does, and remembers what it was sent.
 */
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

export async function startFakeStripe() {
  const received: Record<string, string>[] = [];
  const refunds = new Map<string, Record<string, string>>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const form = Object.fromEntries(new URLSearchParams(body));
        received.push({ ...form, idempotencyKey: String(request.headers['idempotency-key']) });
        // As Stripe does: three-decimal currencies are charged in whole hundredths.
        if (THREE_DECIMAL.has(form.currency ?? '') && Number(form.amount) % 10 !== 0) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                param: 'amount',
                message: 'The amount must be a multiple of 10 for this currency.',
              },
            }),
          );
          return;
        }
        counter += 1;
        const id = `pi_test_${counter}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id,
            object: 'payment_intent',
            amount: Number(form.amount),
            currency: form.currency,
            client_secret: `${id}_secret_x`,
            status: 'requires_payment_method',
            metadata: { order_id: form['metadata[order_id]'] },
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const key = String(request.headers['idempotency-key']);
        // The same key returns the same refund: a retried request never refunds twice.
        const refund = refunds.get(key) ?? {
          id: `re_test_${refunds.size + 1}`,
          object: 'refund',
          amount: form.amount ?? '',
          payment_intent: form.payment_intent ?? '',
          status: 'succeeded',
        };
        refunds.set(key, refund);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ...refund, amount: Number(refund.amount) }));
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not faked' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refunds,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** A payment_intent.* event, signed the way Stripe signs webhooks. */
export function signedEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: { id: string; orderId: string; amount: number; currency?: string },
  options: { eventId?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        currency: intent.currency ?? 'usd',
        metadata: { order_id: intent.orderId },
        latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
        last_payment_error:
          type === 'payment_intent.payment_failed'
            ? { message: 'Your card has insufficient funds.' }
            : null,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { payload, signature };
}
