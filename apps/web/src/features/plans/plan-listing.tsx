import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import type { Locale } from '@/i18n/routing';
import { PlanListingControls } from './plan-listing-controls';
import { planListingMessages } from './plan-messages';

export interface PlanListingProps {
  /** Anchor id the header's "Regions" link and the hero point at. */
  id?: string;
}

/**
 * The home page's tabbed plan listing (popular / local / regions) with its own search box. The
 * heading is server-rendered; the controls get their words as props, already translated.
 */
export async function PlanListing({ id = 'plans' }: PlanListingProps) {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="defer-offscreen scroll-mt-20 py-12 sm:py-16"
    >
      <Container>
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('plans.heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t('plans.intro')}</p>
        <PlanListingControls sectionId={id} messages={planListingMessages(t, locale)} />
      </Container>
    </section>
  );
}
