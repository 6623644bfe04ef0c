import type { EPassListItem } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { SUPPLIER_SLOT, SupplierText, withSupplierText } from '@/components/ui/supplier-text';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listMyPasses } from '@/lib/api/dragonpass';
import { formatLocalDate } from '@/lib/zoned-time';
import { passPath } from './pass-state';

/**
 * The signed-in traveller's lounge and fast-track passes, soonest slot first. The profile
 * still shows its eSIMs when this fails: the failure is logged and no passes are listed.
 */
export async function loadMyPasses(): Promise<EPassListItem[]> {
  try {
    const [lounges, fastTrack] = await Promise.all([listMyPasses(1), listMyPasses(2)]);
    return [...lounges, ...fastTrack].sort((a, b) =>
      a.booking.entryWindow.startsAt.localeCompare(b.booking.entryWindow.startsAt),
    );
  } catch (error) {
    console.error('[passes] the profile could not list the passes', error);
    return [];
  }
}

/** The e-pass page of each order with passes, in the visitor's language (kept offline too). */
export const passHref = (orderId: string, locale: Locale) =>
  getPathname({ href: passPath(orderId), locale });

/**
 * The profile's "Airport passes", beside the eSIMs: each booking's lounge or lane, airport,
 * day and entry window, its status, and a link to its e-pass page. Nothing when there are none.
 */
export async function ProfilePasses({
  passes,
  locale,
}: {
  passes: EPassListItem[];
  locale: Locale;
}) {
  if (passes.length === 0) return null;
  const t = await getTranslations('lounges.pass');
  return (
    <section aria-labelledby="passes-title" className="mt-10" data-testid="profile-passes">
      <h2 id="passes-title" className="text-xl font-bold text-ink">
        {t('profile.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('profile.intro')}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {passes.map((pass) => {
          const b = pass.booking;
          const cancelled = pass.status === 'cancelled';
          return (
            <li
              key={pass.passId}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="profile-pass"
            >
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                {t(`eyebrow.${pass.kind}`)}
              </p>
              <p className="mt-1 font-semibold text-ink">
                <SupplierText>{b.name}</SupplierText>
              </p>
              <p className="text-sm text-slate-700">
                {b.airport.iata} · <SupplierText>{b.terminal}</SupplierText>
              </p>
              <p className="mt-2 text-sm text-slate-800">
                {formatLocalDate(b.date, locale)} ·{' '}
                {t('windowShort', { from: b.entryWindow.from, until: b.entryWindow.until })}
              </p>
              <p className="mt-1 text-sm">
                <span
                  className={`font-semibold ${cancelled ? 'text-red-700' : 'text-emerald-800'}`}
                >
                  {cancelled ? t('status.cancelled') : t('status.ready')}
                </span>
                {' · '}
                {pass.names.join(', ')}
              </p>
              <a
                href={passHref(pass.orderId, locale)}
                className="mt-3 self-start text-sm font-semibold text-brand-700 underline"
              >
                {withSupplierText(t('profile.open', { name: SUPPLIER_SLOT }), b.name)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
