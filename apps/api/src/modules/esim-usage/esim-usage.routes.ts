import { createHash } from 'node:crypto';
import {
  ErrorEnvelopeSchema,
  EsimParamsSchema,
  EsimStateSchema,
  SimulateEsimBodySchema,
  WebhookAckSchema,
} from '@tern/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { esimProfiles, webhookEvents } from '../../db/schema';
import { errorResponses } from '../../plugins/error-responses';
import { ApiError } from '../../plugins/errors';
import { usageCallbackReading, verifyUsageCallback } from '../../providers/esim/esim-go';
import { simulateEsim } from '../../providers/esim/simulator';
import { esimStateOf } from '../../providers/esim/usage-model';
import { localVisitorsOnly } from '../dev-mailbox/dev-mailbox.routes';
import { profileByIccid, recordReading } from './usage-store';

const CALLBACK_EVENTS = 'esim-usage-callback';

/**
 * The wholesaler's usage callbacks (registered only with the eSIM Go style adapter): signed with
 * the API key over the raw body, applied once (a replay is acknowledged, not applied), and never
 * able to move a figure back, since a bundle's data left only goes down.
 */
export const usageCallbackRoutes: FastifyPluginAsyncZod<{ db: Database; apiKey: string }> = async (
  app,
  { db, apiKey },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhooks/esim-usage',
    {
      schema: {
        tags: ['orders'],
        summary:
          'eSIM usage callback from the wholesaler (HMAC-SHA256 of the body in X-Signature-SHA256); replays are acknowledged, not applied',
        response: { 200: WebhookAckSchema, 400: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const raw = request.body as Buffer;
      const signature = request.headers['x-signature-sha256'];
      if (!verifyUsageCallback(raw, typeof signature === 'string' ? signature : undefined, apiKey))
        throw new ApiError(
          400,
          'INVALID_SIGNATURE',
          'The usage callback signature does not match.',
        );
      const eventId = createHash('sha256').update(raw).digest('hex');
      const [seen] = await db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, eventId));
      if (seen) return { data: { received: true as const, duplicate: true } };
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The usage callback body is not JSON.');
      }
      const found = await usageCallbackReading(db, body);
      const profile = found ? await profileByIccid(db, found.iccid) : undefined;
      if (found && profile) await recordReading(db, profile.id, found.reading);
      // Recorded after it was applied: a crash in between means the retry applies it again,
      // which changes nothing (figures only go down, alerts are once per bundle).
      await db
        .insert(webhookEvents)
        .values({ provider: CALLBACK_EVENTS, eventId })
        .onConflictDoNothing();
      return { data: { received: true as const, duplicate: false } };
    },
  );
};

/**
 * Local development and tests only: moves a simulated eSIM along (on a phone, data used) and
 * makes it due, so the usage job records it on its next pass, as it would a real network's
 * figures; the whole after-sale path (usage, alerts, refund refusals, top-ups) then runs
 * without a network. Answers the state the simulator now reports.
 */
export const simulatorControlRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', localVisitorsOnly);
  app.post(
    '/dev/simulator/esims/:iccid',
    {
      schema: {
        hide: true,
        tags: ['dev'],
        summary:
          'Local development only: install a simulated eSIM, set its data used; the usage job reads it on its next pass',
        params: EsimParamsSchema,
        body: SimulateEsimBodySchema,
        response: {
          200: z.object({ data: z.object({ state: EsimStateSchema }) }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { iccid } = request.params;
      const reading = await simulateEsim(db, iccid, request.body);
      if (!reading)
        throw new ApiError(404, 'ESIM_NOT_FOUND', `The simulator has no eSIM ${iccid}.`);
      if (reading === 'no-plan')
        throw new ApiError(
          400,
          'BAD_REQUEST',
          'Every plan on this eSIM has ended, so usedMb has no plan to go on.',
        );
      await db
        .update(esimProfiles)
        .set({ nextReadAt: new Date() })
        .where(eq(esimProfiles.iccid, iccid));
      return { data: { state: esimStateOf(reading) } };
    },
  );
};
