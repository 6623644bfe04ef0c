import type { EsimPlanSnapshot, Locale } from '@tern/contracts';
import { slugifyDestinationName } from '@tern/domain';
import { type MailTexts, mailFormat } from '../../mail/mail-locale';
import type { CatalogueSnapshot } from './catalog.snapshot';
import { countryNames, regionNames } from './destination-names';

/** The facts a plan's name is made of: its destination's name in the locale, data and days. */
export interface PlanNameFacts {
  /** The catalogue's English name ("France 5 GB 30 days"), kept as it is in English. */
  name: string;
  dataAmount: number;
  duration: number;
}

/**
 * The name's shape in each locale. Arabic says «باقة» before the place, so it reads on its own
 * and after a verb (اشترِ، أضف), and «لمدة» before the days (docs/decisions/arabic-glossary.md).
 */
const PLAN_NAME: MailTexts<(destination: string, data: string, days: string) => string> = {
  en: (destination, data, days) => `${destination} ${data} ${days}`,
  vi: (destination, data, days) => `${destination} ${data} ${days}`,
  ar: (destination, data, days) => `باقة ${destination} ${data} لمدة ${days}`,
};

/**
 * A plan's name in `locale` (issue 26): English keeps the catalogue's own (as for countries, and
 * an order's frozen name); elsewhere it is made from the destination, data and days.
 */
export function planNameIn(locale: Locale, plan: PlanNameFacts, destinationName: string): string {
  if (locale === 'en') return plan.name;
  const format = mailFormat(locale);
  return PLAN_NAME[locale](
    destinationName,
    format.dataAmount(plan.dataAmount),
    format.days(plan.duration, true),
  );
}

/**
 * A sold plan's destination named in `locale` from its snapshot (an English name and, for a
 * country, its ISO code); a region's slug is made from its English name, as the catalogue's is.
 */
export function snapshotDestinationNameIn(
  locale: Locale,
  destination: Pick<EsimPlanSnapshot['destination'], 'name' | 'isoCode'>,
): string {
  const { name, isoCode } = destination;
  return isoCode
    ? countryNames({ isoCode, name })[locale]
    : regionNames({ slug: slugifyDestinationName(name), name })[locale];
}

/** A sold plan as an order page shows it: its snapshot, with its and its destination's local names. */
export function namedPlan<P extends EsimPlanSnapshot>(plan: P, locale: Locale) {
  const destinationName = snapshotDestinationNameIn(locale, plan.destination);
  return {
    ...plan,
    localName: planNameIn(locale, plan, destinationName),
    destination: { ...plan.destination, localName: destinationName },
  };
}

/** A destination known only by its English name (a top-up's eSIM): found by its slug. */
export function destinationNameBySlug(
  catalogue: Pick<CatalogueSnapshot, 'countriesBySlug' | 'regionsBySlug'>,
  locale: Locale,
  name: string,
): string {
  const slug = slugifyDestinationName(name);
  return (
    (catalogue.countriesBySlug.get(slug) ?? catalogue.regionsBySlug.get(slug))?.names[locale] ??
    name
  );
}

/** How the plans on one eSIM are named: the reader's language and the eSIM's own destination. */
export interface BundleNaming {
  locale: Locale;
  destination: EsimPlanSnapshot['destination'];
}

/**
 * A plan on an eSIM, named from its row (name, data, days) and its line's snapshot: a plan's or a
 * top-up's has its destination; a ticket's free data is the eSIM's own plan.
 */
export function bundleNameIn(
  naming: BundleNaming,
  bundle: { name: string; initialMb: number; durationDays: number },
  lineSnapshot: Record<string, unknown>,
): string {
  const own = lineSnapshot.destination as EsimPlanSnapshot['destination'] | undefined;
  const destination = snapshotDestinationNameIn(naming.locale, own ?? naming.destination);
  return planNameIn(
    naming.locale,
    { name: bundle.name, dataAmount: bundle.initialMb, duration: bundle.durationDays },
    destination,
  );
}
