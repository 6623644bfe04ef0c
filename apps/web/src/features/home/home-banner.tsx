import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';
import { BannerArt, type BannerArtKind } from './banner-art';
import { carouselLabels } from './carousel-labels';

/** Spec §1: three slides, autoplay, 300 ms fade. Each slide sends visitors somewhere useful. */
const SLIDES: { key: BannerArtKind; href: string; inPage: boolean }[] = [
  { key: 'smart', href: '#destination-search', inPage: true },
  { key: 'countries', href: '/esim-list', inPage: false },
  { key: 'affordable', href: '#plans', inPage: true },
];

const FADE_MS = 300;
const SLIDE_INTERVAL_MS = 6000;

const CTA =
  'inline-flex h-12 items-center gap-2 rounded-full bg-coral-500 px-6 text-base font-semibold text-ink shadow-lg shadow-black/20 transition-colors hover:bg-white';

/** The top of the page: the h1 and the rotating banner, all server-rendered text (the LCP). */
export async function HomeBanner() {
  const t = await getTranslations('home');
  const { labels, slideLabels } = await carouselLabels(SLIDES.length);
  const slides = SLIDES.map(({ key, href, inPage }) => (
    <div key={key} className="grid items-center gap-6 md:grid-cols-[1.3fr_1fr]">
      <div>
        <p className="text-sm font-semibold tracking-wider text-coral-500 uppercase">
          {t(`banner.slides.${key}.eyebrow`)}
        </p>
        <p className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {t(`banner.slides.${key}.title`)}
        </p>
        <p className="mt-4 max-w-xl text-base text-slate-300 sm:text-lg">
          {t(`banner.slides.${key}.text`)}
        </p>
        <div className="mt-6">
          {inPage ? (
            <a href={href} className={CTA}>
              {t(`banner.slides.${key}.cta`)}
            </a>
          ) : (
            <Link href={href} prefetch={false} className={CTA}>
              {t(`banner.slides.${key}.cta`)}
            </Link>
          )}
        </div>
      </div>
      {/* Decorative; left out on phones, where the text needs the room. */}
      <div className="hidden justify-center md:flex">
        <BannerArt kind={key} />
      </div>
    </div>
  ));

  return (
    <section aria-labelledby="home-title" className="pt-4 sm:pt-6">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-8 text-white sm:px-10 sm:py-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_55%),radial-gradient(ellipse_at_bottom_left,#1e3a5f,transparent_60%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-700),transparent_55%),radial-gradient(ellipse_at_bottom_right,#1e3a5f,transparent_60%)]"
          />
          <h1
            id="home-title"
            className="relative flex items-center gap-2 text-sm font-semibold text-brand-200"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M2 16h3v2H2zm5-4h3v6H7zm5-4h3v10h-3zm5-5h3v15h-3z" />
            </svg>
            {t('title')}
          </h1>
          <Carousel
            label={t('banner.label')}
            slideLabels={slideLabels}
            labels={labels}
            effect="fade"
            speedMs={FADE_MS}
            intervalMs={SLIDE_INTERVAL_MS}
            tone="light"
            dots
            className="relative mt-4"
            controlsClassName="mt-6"
          >
            {slides}
          </Carousel>
        </div>
      </Container>
    </section>
  );
}
