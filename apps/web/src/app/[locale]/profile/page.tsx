import type { OrderedEsim } from '@tern/contracts';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { loadMyTickets, ticketHref } from '@/features/attractions/server';
import { loadMyPasses, passHref } from '@/features/lounges/server';
import { ServiceWorkerRegistration } from '@/features/offline';
import { esimHref, ProfilePage, SignedOutPrompt } from '@/features/order-history';
import { loadOrderedEsims } from '@/features/order-history/server';
import type { Locale } from '@/i18n/routing';
import { getSessionUser } from '@/lib/session/session-user';

/** eSIMs still worth having offline: delivered and not ended or given back. */
const WARM_STATUSES: readonly OrderedEsim['status'][] = [
  'not_installed',
  'installed',
  'active',
  'used_up',
];

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ orderHistory?: string | string[] }>;
};

/** The newest eSIMs are the ones a traveller may need offline; older ones are not worth a fetch each. */
const WARM_ESIM_PAGES = 5;

/** Per request, with the visitor's session cookie. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'esim.history' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (!user) {
    return (
      <Container className="py-12 sm:py-16">
        <SignedOutPrompt locale={locale as Locale} />
      </Container>
    );
  }
  const [esims, passes, tickets] = await Promise.all([
    loadOrderedEsims(locale as Locale),
    loadMyPasses(),
    loadMyTickets(locale as Locale),
  ]);
  const historyFirst = (await searchParams).orderHistory === 'true';
  return (
    <>
      <ProfilePage
        user={user}
        esims={esims}
        passes={passes}
        tickets={tickets}
        locale={locale as Locale}
        historyFirst={historyFirst}
      />
      {/* Keeps the delivered eSIM pages, e-passes and tickets readable offline, not only the ones opened before. */}
      <ServiceWorkerRegistration
        warmUrls={[
          ...esims
            .filter((esim) => WARM_STATUSES.includes(esim.status))
            .slice(0, WARM_ESIM_PAGES)
            .map((esim) => esimHref(esim.orderId, locale as Locale)),
          ...new Set(
            passes
              .filter((pass) => pass.status === 'valid')
              .slice(0, WARM_ESIM_PAGES)
              .map((pass) => passHref(pass.orderId, locale as Locale)),
          ),
          ...new Set(
            tickets
              .filter((ticket) => ticket.delivery && !ticket.cancellation.cancelledAt)
              .slice(0, WARM_ESIM_PAGES)
              .map((ticket) => ticketHref(ticket.orderId, locale as Locale)),
          ),
        ]}
      />
    </>
  );
}
