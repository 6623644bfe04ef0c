import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

const REASONS = [
  { key: 'instant', icon: 'M13 2 4 14h7l-1 8 9-12h-7z' },
  { key: 'prices', icon: 'M4 12 12 4h8v8l-8 8zm12-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z' },
  { key: 'number', icon: 'M7 2h10v20H7zm4 17h2' },
  {
    key: 'support',
    icon: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zm13 0h3v6h-3zm3 6a4 4 0 0 1-4 3h-3',
  },
] as const;

export async function WhyTern() {
  const t = await getTranslations('home.why');
  return (
    <section aria-labelledby="why-title" className="defer-offscreen py-10 sm:py-12">
      <Container>
        <SectionHeading id="why-title" eyebrow={t('eyebrow')} title={t('title')} align="center" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-2xl bg-coral-500/15 text-coral-600">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
