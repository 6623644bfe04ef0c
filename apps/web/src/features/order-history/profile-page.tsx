import type {
  EPassListItem,
  OrderedEsim,
  PublicUser,
  TicketBookingListItem,
} from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { ProfileTickets } from '@/features/attractions/server';
import { ProfilePasses } from '@/features/lounges/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatUtc } from '@/lib/zoned-time';
import { OrderedEsimCard } from './ordered-esim-card';
import { TravellingSwitch } from './travelling-switch';

/** The eSIM page of each order, in the visitor's language (also what the offline cache keeps). */
export function esimHref(orderId: string, locale: Locale): string {
  return getPathname({ href: `/esims/${orderId}`, locale });
}

/**
 * /profile: who is signed in, the "I'm travelling" switch, and the order history (spec §2,
 * /profile?orderHistory=true). The history always has the wide column; on phones the plain
 * profile leads with the account, the order history with the eSIMs.
 */
export async function ProfilePage({
  user,
  esims,
  passes = [],
  tickets = [],
  locale,
  historyFirst,
}: {
  user: PublicUser;
  esims: OrderedEsim[];
  /** Lounge and fast-track passes, listed beside the eSIMs. */
  passes?: EPassListItem[];
  /** Attraction ticket bookings, listed beside them. */
  tickets?: TicketBookingListItem[];
  locale: Locale;
  historyFirst: boolean;
}) {
  const t = await getTranslations('esim');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const account = (
    <section
      aria-label={t('history.account')}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <p className="text-sm text-slate-600">{t('history.account')}</p>
        <p className="font-semibold text-ink" data-testid="profile-name">
          {user.fullName}
        </p>
        <p className="break-all text-sm text-slate-700">{user.email}</p>
      </div>
      <div className="border-t border-slate-100 pt-5">
        <TravellingSwitch label={t('mode.label')} description={t('mode.description')} />
      </div>
    </section>
  );

  const history = (
    <section aria-labelledby="history-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-title" className="text-xl font-bold text-ink">
          {t('history.title')}
        </h2>
        {esims.length > 0 ? (
          <p className="text-sm text-slate-600">{t('history.count', { count: esims.length })}</p>
        ) : null}
      </div>
      <p className="mt-1 text-slate-600">{t('history.intro')}</p>
      <div className="mt-5">
        {esims.length === 0 ? (
          <EmptyState
            title={t('history.emptyTitle')}
            description={t('history.emptyText')}
            action={
              <a href={`${getPathname({ href: '/', locale })}#plans`} className={buttonClasses()}>
                {t('history.emptyAction')}
              </a>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {esims.map((esim) => (
              <li key={esim.orderId}>
                <OrderedEsimCard
                  esim={esim}
                  href={esimHref(esim.orderId, locale)}
                  purchasedOn={date.format(new Date(esim.purchasedAt))}
                  readOn={esim.readAt ? formatUtc(esim.readAt, locale) : null}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ProfilePasses passes={passes} locale={locale} />
      <ProfileTickets tickets={tickets} locale={locale} />
    </section>
  );

  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {historyFirst ? t('history.orderHistoryTitle') : t('history.profileTitle')}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {history}
        {/* Phones stack the two: the account leads on the plain profile, follows on the history. */}
        <div className={historyFirst ? '' : 'max-lg:-order-1'}>{account}</div>
      </div>
    </Container>
  );
}
