import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/link';

/** The API is down: say so, and keep the rest of the site one tap away. */
export function DestinationUnavailable() {
  const t = useTranslations('destination.unavailable');
  return (
    <Container className="py-16">
      <EmptyState
        title={t('title')}
        description={t('description')}
        action={
          <Link href="/esim-list" className={buttonClasses()}>
            {t('action')}
          </Link>
        }
      />
    </Container>
  );
}
