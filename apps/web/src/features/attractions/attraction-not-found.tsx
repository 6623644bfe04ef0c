import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';

/** The 404 of an unknown attraction: says so and offers the listing. */
export async function AttractionNotFound() {
  const t = await getTranslations('attractions.notFound');
  return (
    <Container className="py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('text')}</p>
      <Link
        href="/adventure"
        className={`mt-6 ${buttonClasses()}`}
        data-testid="not-found-adventure"
      >
        {t('browse')}
      </Link>
    </Container>
  );
}
