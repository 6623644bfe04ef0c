'use client';
import type { OrderedEsim } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { buttonClasses } from '@/components/ui/button-classes';
import { FlagImage } from '@/components/ui/flag-image';
import { useWords } from '@/i18n/words';

/**
 * Spec §2 'Your eSIM' card: country, flag, the first bundle's initial data (the domain's
 * data-amount rule) and the plan's days, and 'View eSIM' to the order history. Loaded by
 * YourEsim only for a traveller who has one. It lies over the hero's picture, so appearing after
 * the page has painted moves nothing.
 */
export default function YourEsimCard({
  esim,
  historyHref,
}: {
  esim: OrderedEsim;
  historyHref: string;
}) {
  const t = useWords('itineraryLanding.esim');
  const bundle = esim.bundles[0];
  const facts = [
    ...(bundle
      ? [labelDataAmount(describeDataAmount(bundle.initialQuantity), t('unlimited'))]
      : []),
    t('days', { count: esim.salePlanDays }),
  ].join(' · ');
  return (
    <section
      aria-labelledby="your-esim-title"
      className="absolute inset-x-0 bottom-0 p-3 sm:p-4"
      data-testid="your-esim"
    >
      <div className="flex items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-slate-200 sm:p-4">
        <FlagImage
          src={esim.countryflagImageUrl}
          countryName={esim.countryLocalName}
          decorative
          loading="eager"
          className="h-9 w-12 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <h2
            id="your-esim-title"
            className="text-xs font-semibold tracking-wide text-brand-700 uppercase"
          >
            {t('title')}
          </h2>
          <p className="truncate font-semibold text-ink" data-testid="your-esim-country">
            {esim.countryLocalName}
          </p>
          <p className="text-sm text-slate-600" data-testid="your-esim-facts">
            {facts}
          </p>
        </div>
        <a
          href={historyHref}
          aria-label={t('viewFor', { country: esim.countryLocalName })}
          className={buttonClasses({ size: 'sm' })}
        >
          {t('view')}
        </a>
      </div>
    </section>
  );
}
