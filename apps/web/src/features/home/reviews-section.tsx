import { getFormatter, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { StarRating } from './star-rating';

/** The site-wide claim (spec §1: 4.8 rating) and a few of the reviews behind it. */
const AVERAGE_RATING = 4.8;
const REVIEWS = [
  { key: 'linh', rating: 5 },
  { key: 'daniel', rating: 5 },
  { key: 'sofia', rating: 5 },
  { key: 'minh', rating: 4 },
] as const;

export async function ReviewsSection() {
  const t = await getTranslations('home.reviews');
  const format = await getFormatter();
  return (
    <section aria-labelledby="reviews-title" className="defer-offscreen bg-white py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="reviews-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          action={
            <p className="flex items-center gap-3">
              <span className="text-3xl font-bold text-ink">{format.number(AVERAGE_RATING)}</span>
              <span className="text-sm text-slate-600">
                <StarRating
                  rating={AVERAGE_RATING}
                  label={t('summary', { rating: AVERAGE_RATING })}
                />
                <span aria-hidden="true">{t('summary', { rating: AVERAGE_RATING })}</span>
              </span>
            </p>
          }
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REVIEWS.map(({ key, rating }, i) => (
            // Spec §2: some sections are hidden on phones; two reviews say enough there.
            <li key={key} className={i >= 2 ? '[@media(max-width:768px)]:hidden' : ''}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <StarRating rating={rating} label={t('rating', { rating })} />
                <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">
                  <p>“{t(`items.${key}.text`)}”</p>
                </blockquote>
                <figcaption className="mt-4 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {t(`items.${key}.name`).charAt(0)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-ink">{t(`items.${key}.name`)}</span>
                    <span className="text-slate-600">{t(`items.${key}.trip`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
