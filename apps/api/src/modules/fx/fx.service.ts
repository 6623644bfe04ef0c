import type { FxConvertResponse } from '@tern/contracts';
import { ApiError } from '../../plugins/errors';
import type { FxProvider } from '../../providers/fx/fx-provider';

export interface FxService {
  convert(from: string, to: string, amount: number): Promise<FxConvertResponse['data']>;
}

/** Ten significant digits: small rates (IDR→USD) stay meaningful, float noise goes. */
const round10 = (value: number) => Number(value.toPrecision(10));

/**
 * Converts with the configured rates when they cover both currencies (ECB publishes ~30), and
 * with the catalogue's snapshot otherwise, so every currency the shop lists converts.
 */
export function createFxService(snapshot: FxProvider, preferred?: FxProvider): FxService {
  return {
    async convert(from, to, amount) {
      const base = await snapshot.latest();
      for (const code of [from, to]) {
        if (!base?.perUsd.has(code)) {
          throw new ApiError(400, 'UNKNOWN_CURRENCY', `Unknown currency: ${code}`);
        }
      }
      const better = preferred ? await preferred.latest() : null;
      const rates = better?.perUsd.has(from) && better.perUsd.has(to) ? better : base!;
      const rate = rates.perUsd.get(to)! / rates.perUsd.get(from)!;
      return {
        from,
        to,
        amount,
        convertedAmount: round10(amount * rate),
        rate: round10(rate),
        date: rates.date,
        source: rates.source,
      };
    },
  };
}
