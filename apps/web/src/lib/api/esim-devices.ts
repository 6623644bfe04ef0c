import 'server-only';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import type { ResponseSchema } from './request';
import { serverGet } from './server';
import type { EsimDevicesResponse } from './utility-types';

/** The list changes with new phone launches, not by the minute: cached like the catalogue. */
const DEVICES_CACHE = { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['esim-devices'] };

/** Checks the envelope's shape until the contract schema (util11api) replaces it. */
const EsimDevicesResponseSchema: ResponseSchema<EsimDevicesResponse> = {
  safeParse(data) {
    const devices = (data as EsimDevicesResponse | null)?.data?.devices;
    return Array.isArray(devices)
      ? { success: true, data: data as EsimDevicesResponse }
      : { success: false, error: { message: 'data.devices is not a list' } };
  },
};

/** GET /v1/esim/devices: every eSIM-capable phone model we know, with its brand. */
export function listEsimDevices(): Promise<EsimDevicesResponse> {
  return serverGet('/esim/devices', EsimDevicesResponseSchema, { cache: DEVICES_CACHE });
}
