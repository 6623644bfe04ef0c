import { destinationPagePath } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { GALLERY_DESTINATIONS, type GalleryCard } from './gallery-destinations';
import { GalleryLoader } from './gallery-loader';

/** Spec §2 destinations gallery: "enjoy mobile internet in over 190 destinations", six cards. */
export async function DestinationGallery({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'itineraryLanding.gallery' });
  const cards: GalleryCard[] = GALLERY_DESTINATIONS.map(({ key, country, art }) => ({
    key,
    name: t(`places.${key}.name`),
    landmark: t(`places.${key}.landmark`),
    label: `${t(`places.${key}.name`)}, ${t(`places.${key}.landmark`)}: ${t('viewPlans', {
      country: t(`places.${key}.country`),
    })}`,
    href: getPathname({ href: destinationPagePath(country), locale }),
    imageUrl: `/art/gallery/${art}.svg`,
  }));
  return (
    <section aria-labelledby="gallery-title" className="defer-offscreen bg-slate-50 py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="gallery-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
        />
        <GalleryLoader cards={cards} loading={t('loading')} />
      </Container>
    </section>
  );
}
