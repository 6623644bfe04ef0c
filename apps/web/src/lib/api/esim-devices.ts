import 'server-only';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import type { ResponseSchema } from './request';
import { serverGet } from './server';
import type { DevicesResponse } from './utility-types';

/** The list changes with new phone launches, not by the minute: cached like the catalogue. */
const DEVICES_CACHE = { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['esim-devices'] };

/** Checks the envelope's shape until the contract schema (util11api) replaces it. */
const DevicesResponseSchema: ResponseSchema<DevicesResponse> = {
  safeParse(data) {
    const brands = (data as DevicesResponse | null)?.data?.brands;
    return Array.isArray(brands)
      ? { success: true, data: data as DevicesResponse }
      : { success: false, error: { message: 'data.brands is not a list' } };
  },
};

/** GET /v1/esim/devices: every eSIM-capable phone model we know, by brand, with its sources. */
export function listEsimDevices(): Promise<DevicesResponse> {
  return serverGet('/esim/devices', DevicesResponseSchema, { cache: DEVICES_CACHE });
}
