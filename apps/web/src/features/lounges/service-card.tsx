import type { Resource } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { rasterSrc } from '@/components/ui/raster-src';
import { SupplierText } from '@/components/ui/supplier-text';
import { inlineLoungeArt } from '@/features/artwork';
import { PlainLink } from '@/i18n/link';
import { ServiceFacts } from './service-facts';
import { type ServiceMode, servicePath } from './service-paths';

/**
 * One lounge or fast-track service in a city page's list. The first cards' pictures are the
 * page's largest paint: they come written into the page, the rest load as WebPs when scrolled
 * near.
 */
export async function ServiceCard({
  mode,
  service,
  aboveFold = false,
}: {
  mode: ServiceMode;
  service: Resource;
  aboveFold?: boolean;
}) {
  const t = await getTranslations('lounges');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row">
      {/* biome-ignore lint/performance/noImgElement: generated art (inlined SVG, or the route's WebP) needs no optimiser */}
      <img
        src={aboveFold ? inlineLoungeArt(service.imageUrl) : rasterSrc(service.imageUrl)}
        alt=""
        width={240}
        height={160}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={aboveFold ? 'high' : 'auto'}
        className="h-32 w-full object-cover sm:h-auto sm:w-48"
      />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-bold text-ink">
            <SupplierText>{service.resourceName}</SupplierText>
          </h3>
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t(`tier.${service.tier}`)}
          </span>
        </div>
        <ServiceFacts service={service} />
        <PlainLink
          href={servicePath(mode, service.resourceId)}
          aria-label={t('city.detailsOf', { name: service.resourceName })}
          className="mt-3 self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('city.details')}
        </PlainLink>
      </div>
    </article>
  );
}
