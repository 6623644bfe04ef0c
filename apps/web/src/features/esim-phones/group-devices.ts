import type { Device } from '@tern/contracts';
import { normalizeSearchText } from '@tern/domain';

export interface BrandGroup {
  brand: string;
  devices: Device[];
}

/**
 * The phones matching a search (brand, model, brand and model, or a model number; forgiving of
 * case and accents), still grouped by brand, brands in alphabetical order.
 */
export function filterBrands(brands: BrandGroup[], query = ''): BrandGroup[] {
  const key = normalizeSearchText(query);
  return brands
    .map(({ brand, devices }) => ({
      brand,
      devices: key
        ? devices.filter((device) =>
            [device.model, `${brand} ${device.model}`, ...device.aliases].some((text) =>
              normalizeSearchText(text).includes(key),
            ),
          )
        : devices,
    }))
    .filter((group) => group.devices.length > 0)
    .sort((a, b) => a.brand.localeCompare(b.brand));
}
