import type { Conditions, ResourceDetails } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';

/** Conditions (stay, children, infants, dress code, entry window) and the prices per person. */
export async function ServiceConditions({
  service,
  locale,
}: {
  service: ResourceDetails;
  locale: Locale;
}) {
  const t = await getTranslations('lounges.details');
  const price = (amount: number) => formatMoney(amount, service.prices.currencyCode, locale);
  return (
    <>
      <h2 className="mt-6 text-lg font-bold text-ink">{t('conditions')}</h2>
      <ConditionsList conditions={service.conditions} />
      <h2 className="mt-6 text-lg font-bold text-ink">{t('prices')}</h2>
      <dl
        className="mt-2 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1"
        data-testid="service-prices"
      >
        <dt>{t('perAdult')}</dt>
        <dd className="text-end font-semibold">{price(service.prices.adult)}</dd>
        <dt>{t('perChild')}</dt>
        <dd className="text-end font-semibold">{price(service.prices.child)}</dd>
      </dl>
      <p className="mt-1 text-sm text-slate-600">
        {t('pricesNote', { currency: service.prices.currencyCode })}
      </p>
    </>
  );
}

/** Stay, children, infants, dress code and entry window: the details page and the e-pass. */
export async function ConditionsList({ conditions: c }: { conditions: Conditions }) {
  const t = await getTranslations('lounges.details');
  return (
    <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-800">
      <li>
        {c.maximumStayHours === null ? t('noMaxStay') : t('maxStay', { hours: c.maximumStayHours })}
      </li>
      <li>{t('children', { from: c.childAgeFrom, to: c.childAgeTo })}</li>
      {c.infantsFree ? <li>{t('infantsFree', { from: c.childAgeFrom })}</li> : null}
      <li>{t(`dressCode.${c.dressCode}`)}</li>
      <li>{t('entryWindow', { minutes: c.entryWindowMinutes })}</li>
    </ul>
  );
}
