import {
  CouponValidateBodySchema,
  CouponValidateResponseSchema,
  PartnerDetailsResponseSchema,
  PartnerParamsSchema,
  PartnerQuerySchema,
  PromoSubmissionBodySchema,
  PromoSubmissionResponseSchema,
} from '@tern/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth, AuthUser } from '../accounts/auth';
import type { CodeTrier } from './code-attempts';
import type { PromotionsService } from './promotions.service';

/** Who is trying a code: the normalised client address and the session, if any. */
export const codeTrier = (request: FastifyRequest, user: AuthUser | null): CodeTrier => ({
  address: request.ip,
  sessionKey: user ? `session:${user.sessionId}` : null,
});

export const promotionsRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  promotions: PromotionsService;
}> = async (app, { auth, promotions }) => {
  app.post(
    '/coupons/validate',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Spec §7 coupon validate: isValid, the reason when not, and the partner a code belongs to (429 after 10 codes that did not work in 15 minutes, per address and per session)',
        body: CouponValidateBodySchema,
        response: { 200: CouponValidateResponseSchema, ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await auth.user(request);
      const trier = codeTrier(request, user);
      return {
        data: await promotions.validate(request.body.couponCode, request.site, user, trier),
      };
    },
  );

  app.get(
    '/partners/:partnerCode',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Spec §7 partner details by partnerCode: the partner and its promo form',
        params: PartnerParamsSchema,
        querystring: PartnerQuerySchema,
        response: { 200: PartnerDetailsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        data: await promotions.partnerDetails(request.params.partnerCode, request.query.locale),
      };
    },
  );

  app.post(
    '/promotions/submissions',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Spec §7 promo form submit (signed in, a guest login first when need be): the form is checked again, and the partner’s free data is delivered as a free order, once per traveller and partner',
        body: PromoSubmissionBodySchema,
        response: {
          200: PromoSubmissionResponseSchema,
          ...errorResponses(400, 401, 404, 409, 422, 429),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await auth.requireUser(request);
      const trier = codeTrier(request, user);
      return { data: await promotions.submit(request.body, user, request.site, trier) };
    },
  );
};
