import type { EsimPlanSnapshot } from '@tern/contracts';
import { isUnlimitedData } from '@tern/domain';
import type { CatalogueSnapshot } from '../../modules/catalog/catalog.snapshot';
import { planSnapshot } from '../esim-plan/esim-plan-snapshot';

/**
 * The plan a ticket's free data is delivered as: the country's smallest plan holding at least the
 * data included (its shortest on a tie), else its largest; null when none is sold there.
 */
export function freeDataPlan(
  catalogue: CatalogueSnapshot,
  countryCode: string,
  dataMb: number,
): EsimPlanSnapshot | null {
  if (dataMb <= 0) return null;
  const country = catalogue.countriesByIso.get(countryCode);
  const sized = (country?.bundles ?? []).filter((b) => !isUnlimitedData(b.dataAmountMb));
  if (sized.length === 0) return null;
  const bySize = [...sized].sort(
    (a, b) => a.dataAmountMb - b.dataAmountMb || a.durationDays - b.durationDays,
  );
  const chosen = bySize.find((b) => b.dataAmountMb >= dataMb) ?? bySize[bySize.length - 1]!;
  return planSnapshot(chosen, catalogue);
}
