import { normalizeSearchText } from '@tern/domain';
import type { EsimDevice } from '@/lib/api/utility-types';

export interface BrandGroup {
  brand: string;
  devices: EsimDevice[];
}

/** The devices matching a search (brand, model or alias, forgiving of case and accents), by brand. */
export function groupDevices(devices: EsimDevice[], query = ''): BrandGroup[] {
  const key = normalizeSearchText(query);
  const groups = new Map<string, EsimDevice[]>();
  for (const device of devices) {
    const haystack = [
      device.brand,
      device.model,
      `${device.brand} ${device.model}`,
      ...device.aliases,
    ];
    if (key && !haystack.some((text) => normalizeSearchText(text).includes(key))) continue;
    groups.set(device.brand, [...(groups.get(device.brand) ?? []), device]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, list]) => ({ brand, devices: list }));
}
