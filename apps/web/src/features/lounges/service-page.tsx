import type { ResourceDetails } from '@tern/contracts';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SupplierText } from '@/components/ui/supplier-text';
import { inlineLoungeArt } from '@/features/artwork';
import { IslandWords } from '@/i18n/island-words';
import { PlainLink } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { countryNameIn } from '@/lib/country-name';
import { BookingForm } from './booking-form';
import { bookingMessages } from './booking-messages';
import { ServiceConditions } from './service-conditions';
import { ServiceFacts } from './service-facts';
import { cityPath, type ServiceMode, servicePath } from './service-paths';

/** /lounge/{id} and /fasttrack/{id}: what is there, conditions, prices and the booking form. */
export async function ServicePage({
  mode,
  service,
}: {
  mode: ServiceMode;
  service: ResourceDetails;
}) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const hub = service.transportHub;
  return (
    <Container className="py-8 sm:py-10">
      <PlainLink
        href={cityPath(mode, hub.city)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('lounges.details.back', { city: hub.localCity })}
      </PlainLink>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          {/* biome-ignore lint/performance/noImgElement: a generated SVG needs no optimiser */}
          <img
            src={inlineLoungeArt(service.imageUrl)}
            alt=""
            width={720}
            height={360}
            fetchPriority="high"
            className="aspect-[2/1] w-full rounded-2xl object-cover"
          />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">
              <SupplierText>{service.resourceName}</SupplierText>
            </h1>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t(`lounges.tier.${service.tier}`)}
            </span>
          </div>
          <p className="mt-1 text-slate-700">
            <SupplierText>{hub.name}</SupplierText> ({hub.iata}) · {hub.localCity},{' '}
            {countryNameIn(locale, hub.countryCode, hub.country)}
          </p>
          <p className="mt-3 text-slate-800">
            <SupplierText>{service.description}</SupplierText>
          </p>
          <ServiceFacts service={service} level="h2" />
          <ServiceConditions service={service} locale={locale} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          {/* The guest-details dialog of "continue" (loaded when needed) reads these words. */}
          <IslandWords namespaces={['checkout.guest']}>
            <BookingForm
              resourceId={service.resourceId}
              resourceName={service.resourceName}
              module={service.module}
              detailsPath={getPathname({ href: servicePath(mode, service.resourceId), locale })}
              checkoutPath={getPathname({ href: '/checkout', locale })}
              timeZone={service.timeZone}
              currency={service.prices.currencyCode}
              locale={locale}
              messages={bookingMessages(t)}
            />
          </IslandWords>
        </div>
      </div>
    </Container>
  );
}
