import type { Bundle } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import type { PreparedLineItem } from '@/features/checkout';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { TopUpBuyLink } from './top-up-buy-link';

/**
 * "Add data to this eSIM" (the alert e-mails link to #top-up): the plans that can go on it,
 * each bought through the one checkout as a top-up of this eSIM.
 */
export async function TopUpOffers({
  iccid,
  offers,
  allowed,
  esimPath,
  locale,
}: {
  iccid: string;
  offers: readonly Bundle[];
  /** False once the eSIM was refunded. */
  allowed: boolean;
  /** This page: where the buttons lead without JavaScript. */
  esimPath: string;
  locale: Locale;
}) {
  const t = await getTranslations('esim.topUp');
  const tc = await getTranslations('common');
  const tb = await getTranslations('checkout.buyNow');
  const listProps = {
    iccid,
    esimPath,
    locale,
    checkoutPath: getPathname({ href: '/checkout', locale }),
    texts: {
      facts: (data: string, days: string) => t('facts', { data, days }),
      add: t('add'),
      addNamed: (name: string, price: string) => t('addNamed', { name, price }),
      unlimited: tc('unlimited'),
      days: (count: number) => tc('day', { count }),
      preparing: tb('preparing'),
      enableLocation: tb('enableLocation'),
    },
  };
  return (
    <section
      id="top-up"
      aria-labelledby="top-up-title"
      className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="top-up"
    >
      <h2 id="top-up-title" className="text-xl font-bold text-ink sm:text-2xl">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-600">{allowed ? t('intro') : t('closed')}</p>
      {allowed && offers.length === 0 ? <p className="mt-4 text-slate-700">{t('none')}</p> : null}
      {allowed && offers.length > 0 ? (
        <>
          <OfferList offers={offers.slice(0, FIRST_OFFERS)} {...listProps} />
          {offers.length > FIRST_OFFERS ? (
            // The rest without JavaScript: a disclosure the keyboard and screen readers know.
            <details className="group mt-4">
              <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-1 font-semibold text-brand-700 hover:underline">
                {t('more', { count: offers.length - FIRST_OFFERS })}
              </summary>
              <OfferList offers={offers.slice(FIRST_OFFERS)} {...listProps} />
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A plan to add to the traveller's eSIM `iccid` (a top-up), as a checkout item. */
function esimTopupItem(bundle: Pick<Bundle, '_id' | 'name'>, iccid: string): PreparedLineItem {
  return {
    kind: 'esim_topup',
    line: { kind: 'esim_topup', bundleId: bundle._id, iccid, quantity: 1 },
    bundleId: bundle._id,
    name: bundle.name,
    productType: 'topup',
  };
}

/** The first plans shown; the rest wait behind "Show N more plans" (a country sells many). */
const FIRST_OFFERS = 4;

interface OfferTexts {
  facts: (data: string, days: string) => string;
  add: string;
  addNamed: (name: string, price: string) => string;
  unlimited: string;
  days: (count: number) => string;
  preparing: string;
  enableLocation: string;
}

function OfferList({
  offers,
  iccid,
  esimPath,
  checkoutPath,
  locale,
  texts,
}: {
  offers: readonly Bundle[];
  iccid: string;
  esimPath: string;
  checkoutPath: string;
  locale: Locale;
  texts: OfferTexts;
}) {
  return (
    <ul className="mt-5 grid gap-4 sm:grid-cols-2">
      {offers.map((bundle) => {
        const price = formatMoney(bundle.price, bundle.currencyCode, locale);
        return (
          <li
            key={bundle._id}
            className="flex flex-col rounded-2xl border border-slate-200 p-4"
            data-testid="top-up-offer"
          >
            <p className="font-semibold text-ink">{bundle.localName}</p>
            <p className="text-sm text-slate-600">
              {texts.facts(
                labelDataAmount(describeDataAmount(bundle.dataAmount), texts.unlimited),
                texts.days(bundle.duration),
              )}
            </p>
            <p className="mt-2 text-lg font-bold text-ink">{price}</p>
            <div className="mt-auto pt-3">
              <TopUpBuyLink
                href={`${esimPath}#top-up`}
                item={esimTopupItem(bundle, iccid)}
                checkoutPath={checkoutPath}
                texts={{
                  label: texts.add,
                  ariaLabel: texts.addNamed(bundle.localName, price),
                  preparing: texts.preparing,
                  enableLocation: texts.enableLocation,
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
