import { formatRoundedPrice } from '@tern/domain';
import { useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { rasterSrc } from '@/components/ui/raster-src';
import { Link } from '@/i18n/link';
import type { DestinationView } from './destination-view';
import { topSpeed } from './plan-wording';

/** Breadcrumb, flag, name and the facts that decide a purchase, all above the fold. */
export function DestinationHero({ view }: { view: DestinationView }) {
  const t = useTranslations('destination');
  const price = formatRoundedPrice(view.lowestPrice, view.currencySymbol);
  const speeds = view.ownPlans.map((b) => topSpeed(b)).filter((s): s is string => s !== null);
  const fastest = speeds.sort().at(-1);
  // The last two facts repeat what the cards say; phones skip them to keep the hero short.
  const facts = [
    { text: t('hero.facts.plans', { count: view.ownPlans.length }), wide: false },
    fastest ? { text: t('hero.facts.network', { speed: fastest }), wide: false } : null,
    { text: t('hero.facts.starts'), wide: true },
    { text: t('hero.facts.delivery'), wide: true },
  ].filter((fact) => fact !== null);

  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-100),transparent_55%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-100),transparent_55%)]"
      />
      <Container className="relative grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div>
          <nav aria-label={t('breadcrumb.label')} className="text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link href="/" className="hover:text-ink hover:underline">
                  {t('breadcrumb.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link href="/esim-list" className="hover:text-ink hover:underline">
                  {t('breadcrumb.all')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="font-medium text-ink">
                {view.name}
              </li>
            </ol>
          </nav>
          <div className="mt-6 flex items-center gap-4">
            {/* biome-ignore lint/performance/noImgElement: the build's small WebP flag (raster-src.ts) needs no optimisation. */}
            <img
              src={rasterSrc(view.flagUrl)}
              alt=""
              width={72}
              height={54}
              fetchPriority="high"
              className="h-[54px] w-[72px] shrink-0 rounded-lg object-cover shadow-sm ring-1 ring-black/10"
            />
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {t('hero.eyebrow')}
              </p>
              <h1
                className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
                data-testid="destination-title"
              >
                {t('hero.title', { name: view.name })}
              </h1>
            </div>
          </div>
          {/* Phones get the first sentence only: a short hero reaches the plans sooner and barely
              reflows when the web font replaces the fallback (CLS). */}
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg">
            {view.kind === 'country'
              ? t('hero.countryLead', { name: view.name, price })
              : t('hero.regionLead', {
                  name: view.name,
                  price,
                  count: view.coveredCountries.length,
                })}
            <span className="hidden sm:inline">
              {' '}
              {t(view.kind === 'country' ? 'hero.countryMore' : 'hero.regionMore')}
            </span>
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('hero.factsLabel')}>
            {facts.map((fact) => (
              <li
                key={fact.text}
                className={`rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700 ${fact.wide ? 'hidden sm:block' : ''}`}
              >
                {fact.text}
              </li>
            ))}
          </ul>
        </div>
        {/* Landmark artwork, decorative and desktop-only: phones get the plans sooner instead. */}
        {/* biome-ignore lint/performance/noImgElement: generated SVG art, nothing to optimise. */}
        <img
          src={view.artUrl}
          alt=""
          width={1200}
          height={600}
          loading="lazy"
          className="hidden aspect-[2/1] w-full rotate-1 rounded-3xl object-cover shadow-xl ring-1 ring-black/10 lg:block"
        />
      </Container>
    </section>
  );
}
