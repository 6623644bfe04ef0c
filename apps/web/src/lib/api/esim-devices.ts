import 'server-only';
import { type DevicesResponse, DevicesResponseSchema } from '@tern/contracts';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import { serverGet } from './server';

/** The list changes with new phone launches, not by the minute: cached like the catalogue. */
const DEVICES_CACHE = { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['esim-devices'] };

/** GET /v1/esim/devices: every eSIM-capable phone model we know, by brand, with its sources. */
export function listEsimDevices(): Promise<DevicesResponse> {
  return serverGet('/esim/devices', DevicesResponseSchema, { cache: DEVICES_CACHE });
}
