import type { Resource } from '@tern/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { SupplierText } from '@/components/ui/supplier-text';
import { zoneLabel } from '@/lib/zoned-time';

/**
 * Terminal, airside or landside, where exactly, hours in the airport's time zone, amenities.
 * `level`: the amenities' (screen-reader) heading, one below the heading the facts sit under:
 * h4 in a card under its h3, h2 on the service's own page under its h1.
 */
export async function ServiceFacts({
  service,
  level = 'h4',
}: {
  service: Resource;
  level?: 'h2' | 'h4';
}) {
  const Heading = level;
  const t = await getTranslations('lounges');
  const locale = await getLocale();
  const hours = service.hours.allDay
    ? t('hours.allDay')
    : t('hours.range', { opens: service.hours.opens, closes: service.hours.closes });
  return (
    <>
      <dl className="mt-2 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">{t('details.where')}</dt>
          <dd>
            <span className="font-semibold text-ink">
              <SupplierText>{service.terminal}</SupplierText>
            </span>{' '}
            · {t(`side.${service.side}`)}
          </dd>
          <dd className="text-slate-600">
            <SupplierText>{service.location}</SupplierText>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('details.hours')}</dt>
          <dd>
            {hours} <span className="text-slate-600">({zoneLabel(service.timeZone, locale)})</span>
          </dd>
        </div>
      </dl>
      <Heading className="sr-only">{t('details.amenities')}</Heading>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {service.amenities.map((amenity) => (
          <li
            key={amenity}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
          >
            {t(`amenity.${amenity}`)}
          </li>
        ))}
      </ul>
    </>
  );
}
