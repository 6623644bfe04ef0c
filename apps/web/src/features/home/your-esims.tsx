'use client';
import type { OrderedEsim } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { rasterSrc } from '@/components/ui/raster-src';
import type { ClientWords } from '@/i18n/client-words';
import { wordsOf } from '@/i18n/words';
import { listOrderedEsims } from '@/lib/api/browser/esims';
import { FULL_LAYOUT_ID, type VisitModeProps } from './visit-mode';

/**
 * "Your eSIMs" for a traveller in visit mode (lazy chunk of VisitModeEsims). Signed out (401),
 * no eSIMs or any failure: renders nothing and the full home page stays, as in home mode.
 */
export default function YourEsims({ words, ...paths }: VisitModeProps) {
  const [esims, setEsims] = useState<OrderedEsim[]>([]);
  const [showFullPage, setShowFullPage] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listOrderedEsims(controller.signal)
      .then(({ data }) => setEsims(data.esims))
      .catch(() => {
        // Not signed in, or the API is unavailable: the full home page it is.
      });
    return () => controller.abort();
  }, []);

  const replacing = esims.length > 0 && !showFullPage;
  useEffect(() => {
    const fullLayout = document.getElementById(FULL_LAYOUT_ID);
    if (!fullLayout || !replacing) return;
    fullLayout.hidden = true;
    return () => {
      fullLayout.hidden = false;
    };
  }, [replacing]);

  if (esims.length === 0) return null;
  return (
    <EsimCards
      esims={esims}
      words={words}
      {...paths}
      showingFullPage={showFullPage}
      onShowFullPage={() => setShowFullPage(true)}
    />
  );
}

function EsimCards({
  esims,
  words,
  esimsPath,
  profilePath,
  showingFullPage,
  onShowFullPage,
}: {
  esims: OrderedEsim[];
  words: ClientWords;
  esimsPath: string;
  profilePath: string;
  showingFullPage: boolean;
  onShowFullPage: () => void;
}) {
  const t = wordsOf(words, 'esim.visitMode');
  return (
    <section
      aria-labelledby="your-esims-title"
      className="border-b border-slate-200 bg-brand-50/60"
      data-testid="your-esims"
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h2 id="your-esims-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {esims.map((esim) => {
            // Spec §2 "Your eSIM" card: the first bundle's initial data and the plan's days.
            const data = describeDataAmount(esim.bundles[0]?.initialQuantity ?? null);
            return (
              <li
                key={esim.orderId}
                className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                {/* biome-ignore lint/performance/noImgElement: the build's small WebP flag (raster-src.ts) needs no optimisation. */}
                <img
                  src={rasterSrc(esim.countryflagImageUrl)}
                  alt=""
                  width={48}
                  height={36}
                  className="h-9 w-12 shrink-0 rounded-md object-cover ring-1 ring-black/10"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-semibold text-ink">{esim.countryLocalName}</h3>
                  <p className="text-sm text-slate-600">
                    {labelDataAmount(data, t('unlimited'))}
                    {' · '}
                    {t('days', { count: esim.salePlanDays })}
                  </p>
                </div>
                <a
                  href={`${esimsPath}/${esim.orderId}`}
                  aria-label={t('viewFor', { country: esim.countryLocalName })}
                  className={buttonClasses({ size: 'sm' })}
                  data-testid="your-esim-link"
                >
                  {t('view')}
                </a>
              </li>
            );
          })}
        </ul>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold">
          {showingFullPage ? null : (
            <button
              type="button"
              onClick={onShowFullPage}
              className="text-brand-800 underline-offset-4 hover:underline"
            >
              {t('showAll')}
            </button>
          )}
          <a href={profilePath} className="text-brand-800 underline-offset-4 hover:underline">
            {t('settings')}
          </a>
        </div>
      </div>
    </section>
  );
}
