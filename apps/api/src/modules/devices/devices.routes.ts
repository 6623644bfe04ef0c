import {
  CheckDeviceQuerySchema,
  CheckDeviceResponseSchema,
  DevicesResponseSchema,
  ErrorEnvelopeSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../plugins/errors';
import { checkModel, checkUserAgent } from './device-matcher';
import { devicesByBrand } from './devices-list';

/** Sec-CH-UA-Model arrives quoted: "Pixel 8"; an empty "" means the browser would not say. */
function clientHintModel(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const model = value?.trim().replace(/^"|"$/g, '').trim();
  return model ? model.slice(0, 100) : undefined;
}

export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/esim/check-device',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Whether a phone takes an eSIM, from its model or its browser user agent',
        querystring: CheckDeviceQuerySchema,
        response: { 200: CheckDeviceResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const model = request.query.model ?? clientHintModel(request.headers['sec-ch-ua-model']);
      if (model) return { data: checkModel(model) };
      const userAgent = request.query.userAgent;
      if (userAgent === undefined) {
        throw new ApiError(400, 'DEVICE_REQUIRED', 'Send model or userAgent');
      }
      return {
        data: checkUserAgent(userAgent) ?? {
          model: null,
          brand: null,
          compatible: null,
          reason: 'unknown-model' as const,
          notes: ['The browser does not say which phone this is.'],
        },
      };
    },
  );

  app.get(
    '/esim/devices',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Phones that take an eSIM (and popular ones that do not), grouped by brand',
        response: { 200: DevicesResponseSchema },
      },
    },
    async () => devicesByBrand(),
  );
};
