import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { carouselLabels } from './carousel-labels';
import { PARTNERS, PartnerWordmark } from './partner-wordmarks';

/** Spec §1: 8 logos in view, 4 below 1024 px, 1 below 480 px; 500 ms per move; autoplay. */
const PER_VIEW = '[--per-view:1] min-[480px]:[--per-view:4] lg:[--per-view:8]';
const SPEED_MS = 500;
const INTERVAL_MS = 2500;

export async function PartnerLogos() {
  const t = await getTranslations('home.partners');
  const { labels, slideLabels } = await carouselLabels(PARTNERS.length);
  return (
    <section aria-labelledby="partners-title" className="defer-offscreen py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="partners-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
        />
        <Carousel
          label={t('label')}
          slideLabels={slideLabels}
          labels={labels}
          speedMs={SPEED_MS}
          intervalMs={INTERVAL_MS}
          perViewClassName={PER_VIEW}
          className="rounded-2xl border border-slate-200 bg-white py-2"
          controlsClassName="mt-3 justify-end px-3 lg:absolute lg:end-0 lg:-top-16 lg:mt-0 lg:px-0"
        >
          {PARTNERS.map((partner) => (
            <div key={partner.name} className="flex h-20 items-center justify-center px-4">
              <PartnerWordmark {...partner} />
            </div>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}
