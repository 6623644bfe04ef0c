import type { DevicesResponse } from '@tern/contracts';
import { ESIM_DEVICE_SOURCES, ESIM_DEVICES, LIST_UPDATED } from './esim-devices';

let cached: DevicesResponse | undefined;

/** The eSIM-capable models by brand (brands in list order, newest models first within one). */
export function devicesByBrand(): DevicesResponse {
  if (cached) return cached;
  const brands = new Map<string, DevicesResponse['data']['brands'][number]['devices']>();
  const capable = ESIM_DEVICES.filter((d) => d.esim !== false);
  for (const device of capable) {
    const list = brands.get(device.brand) ?? [];
    list.push({
      model: device.model,
      aliases: [...(device.aliases ?? []), ...(device.modelNumbers ?? [])],
      year: device.year,
      exceptions: device.exceptions ?? [],
    });
    brands.set(device.brand, list);
  }
  cached = {
    data: {
      brands: [...brands].map(([brand, devices]) => ({
        brand,
        devices: devices.sort((a, b) => b.year - a.year),
      })),
      sources: ESIM_DEVICE_SOURCES,
      updated: LIST_UPDATED,
    },
    count: capable.length,
  };
  return cached;
}
