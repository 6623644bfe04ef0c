import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

const STEPS = ['choose', 'pay', 'install', 'land'] as const;

/** Spec §1: the four-step how-it-works strip, as an ordered list. */
export async function HowItWorks() {
  const t = await getTranslations('home.how');
  return (
    <section
      aria-labelledby="how-title"
      className="defer-offscreen bg-ink py-12 text-white sm:py-16"
    >
      <Container>
        <SectionHeading
          id="how-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          tone="light"
          align="center"
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((key, i) => (
            <li key={key} className="relative rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <span className="grid size-10 place-items-center rounded-full bg-brand-300 text-base font-bold text-ink">
                <span aria-hidden="true">{i + 1}</span>
                <span className="sr-only">{t('step', { number: i + 1 })}</span>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`steps.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">
                {t(`steps.${key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
