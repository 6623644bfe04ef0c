import { getFormatter, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { PlainLink } from '@/i18n/link';

/** Newest first. The stories themselves will live in a newsroom; until then they link to it. */
const NEWS = [
  { key: 'japan5g', date: '2026-11-12', accent: 'from-brand-600 to-brand-900' },
  { key: 'europePlan', date: '2026-10-28', accent: 'from-[#1e3a5f] to-ink' },
  { key: 'holidayGuide', date: '2026-10-09', accent: 'from-coral-600 to-[#9f2d1f]' },
  { key: 'compatibility', date: '2026-09-17', accent: 'from-slate-600 to-slate-900' },
] as const;

export async function NewsSection() {
  const t = await getTranslations('home.news');
  const format = await getFormatter();
  return (
    <section aria-labelledby="news-title" className="defer-offscreen bg-white py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="news-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
        />
        {/* On phones a swipeable row (every card holds a link, so it is keyboard-reachable too). */}
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
          {NEWS.map(({ key, date, accent }) => (
            <li key={key} className="w-[82%] shrink-0 snap-start sm:w-auto">
              <article
                data-testid="news-item"
                className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
              >
                <div
                  className={`flex h-24 items-end bg-gradient-to-br rtl:bg-gradient-to-bl p-4 ${accent}`}
                >
                  <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink">
                    {t(`items.${key}.tag`)}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-4">
                  <time dateTime={date} className="text-sm text-slate-600">
                    {format.dateTime(new Date(date), {
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                      timeZone: 'UTC',
                    })}
                  </time>
                  <h3 className="mt-1 font-semibold leading-snug text-ink">
                    {/* The stretched link makes the whole card clickable with one link per story. */}
                    <PlainLink
                      href="/coming-soon?service=news"
                      className="after:absolute after:inset-0 group-hover:text-brand-700"
                    >
                      {t(`items.${key}.title`)}
                    </PlainLink>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">{t(`items.${key}.excerpt`)}</p>
                  <span
                    aria-hidden="true"
                    className="mt-auto pt-4 text-sm font-semibold text-brand-700"
                  >
                    {t('readMore')} <span className="inline-block rtl:-scale-x-100">→</span>
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
