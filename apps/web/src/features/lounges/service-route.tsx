import type { ResourceDetails } from '@tern/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { getAirportService } from '@/lib/api/dragonpass';
import { safeDecode } from '@/lib/safe-decode';
import { ServicePage } from './service-page';
import { moduleOf, type ServiceMode } from './service-paths';

type Props = { params: Promise<{ locale: string; resourceId: string }> };

/**
 * The page and metadata of /lounge/{id} and /fasttrack/{id}. The page passes in how it reads
 * the traveller's currency (the preferences cookie), so prices are in it.
 */
export function serviceRoute(mode: ServiceMode, preferredCurrency: () => Promise<string>) {
  async function load(params: Props['params']): Promise<ResourceDetails | null> {
    const { resourceId, locale } = await params;
    try {
      const answer = await getAirportService(
        safeDecode(resourceId),
        moduleOf(mode),
        await preferredCurrency(),
        locale as Locale,
      );
      return answer.data;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const service = await load(params);
      return service ? { title: `${service.resourceName} · ${service.transportHub.iata}` } : {};
    },
    async Page({ params }: Props) {
      setRequestLocale((await params).locale);
      const service = await load(params);
      if (!service) notFound();
      return <ServicePage mode={mode} service={service} />;
    },
  };
}
