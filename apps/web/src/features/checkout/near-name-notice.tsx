import type { Order } from '@tern/contracts';
import { nearNameCountries } from '@tern/domain/near-names';
import { useLocale, useTranslations } from 'next-intl';
import { FlagImage } from '@/components/ui/flag-image';
import type { Locale } from '@/i18n/routing';
import { countryNameIn } from '@/lib/country-name';

/**
 * The country once more, flag and name, right before paying, when its name is near another's
 * (issue 25: Austria and Australia, Niger and Nigeria…): "You are buying data for Austria —
 * not Australia". One notice per such eSIM plan in the order; nothing otherwise.
 */
export function NearNameNotice({ lines }: { lines: Order['lines'] }) {
  const t = useTranslations('checkout.nearName');
  const locale = useLocale() as Locale;
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const plans = lines.flatMap((line) => {
    if (line.kind !== 'esim_plan') return [];
    const { isoCode, name, flagImageUrl } = line.product.destination;
    const near = nearNameCountries(isoCode);
    return isoCode && near.length > 0 ? [{ id: line.id, isoCode, name, flagImageUrl, near }] : [];
  });
  return plans.map((plan) => {
    const country = countryNameIn(locale, plan.isoCode, plan.name);
    const others = or.format(plan.near.map((code) => countryNameIn(locale, code)));
    return (
      <div
        key={plan.id}
        className="mt-3 flex items-center gap-3 rounded-xl border-2 border-brand-600 bg-brand-50 p-3"
        data-testid="near-name-notice"
      >
        <FlagImage
          src={plan.flagImageUrl}
          countryName={country}
          decorative
          loading="eager"
          className="h-9 w-12 shrink-0"
        />
        <div className="min-w-0">
          <p className="text-base font-bold text-ink">{t('heading', { country })}</p>
          <p className="text-sm text-slate-700">{t('text', { others, country })}</p>
        </div>
      </div>
    );
  });
}
