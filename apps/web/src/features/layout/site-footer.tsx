import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { TernLogo } from '@/components/ui/tern-logo';
import { PlainLink } from '@/i18n/link';
import { AppStoreBadges } from './app-store-badges';

const COLUMNS = [
  {
    heading: 'shop',
    links: [
      { href: '/esim-list', key: 'allDestinations' },
      { href: '/#plans', key: 'regionalPlans' },
      { href: '/itinerary', key: 'itinerary' },
      { href: '/coming-soon?service=travel-insurance', key: 'travelInsurance' },
      { href: '/coming-soon?service=visa', key: 'visaServices' },
    ],
  },
  {
    heading: 'help',
    links: [
      { href: '/faq', key: 'faq' },
      { href: '/esim-compatible-phones', key: 'compatiblePhones' },
      { href: '/contact', key: 'contact' },
      { href: '/refund-policy', key: 'refundPolicy' },
    ],
  },
  {
    heading: 'legal',
    links: [
      { href: '/terms', key: 'terms' },
      { href: '/privacy', key: 'privacy' },
    ],
  },
] as const;

/**
 * The footer on every page. Plain links: nine router Links would each hydrate, and prefetch
 * their pages as soon as a visitor scrolls to the bottom.
 */
export async function SiteFooter() {
  const t = await getTranslations('footer');
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <Container className="grid grid-cols-2 gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <TernLogo className="h-8 w-auto" tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('tagline')}</p>
          <p className="mt-6 text-sm font-semibold text-white">{t('getTheApp')}</p>
          <AppStoreBadges className="mt-3" />
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="text-sm font-semibold text-white">
              {t(`headings.${column.heading}`)}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.key}>
                  <PlainLink href={link.href} className="hover:text-white hover:underline">
                    {t(`links.${link.key}`)}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-col gap-2 border-t border-white/10 py-6 text-xs sm:flex-row sm:justify-between">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('support')}</p>
      </Container>
    </footer>
  );
}
