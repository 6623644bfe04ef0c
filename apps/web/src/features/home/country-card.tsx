import type { Country } from '@tern/contracts';
import {
  destinationPagePath,
  formatDataAmount,
  formatDays,
  formatRoundedPrice,
} from '@tern/domain';
import Link from 'next/link';
import { FlagImage } from '@/components/ui/flag-image';

/** One destination: flag, name and the cheapest plan, linking to its plans page (spec §2). */
export function CountryCard({ country, eager }: { country: Country; eager: boolean }) {
  const bundle = country.lowestPriceBundle;
  return (
    <Link
      href={destinationPagePath(country.name)}
      // The destination route comes in a later issue; until then a viewport prefetch of every
      // card is two dozen 404s per visit. Revisit (default prefetch) once that page exists.
      prefetch={false}
      data-testid="country-card"
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        {/* The name is right beside it, so the flag is decorative for screen readers. */}
        <FlagImage
          src={country.flagImageUrlFull}
          countryName={country.name}
          decorative
          loading={eager ? 'eager' : 'lazy'}
          className="h-9 w-12"
        />
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-slate-100 text-slate-500 transition-colors group-hover:bg-brand-600 group-hover:text-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 3.5 10.5 8 6 12.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </div>
      <h3 className="mt-4 font-semibold leading-snug text-ink" data-testid="country-name">
        {country.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="country-price">
        Starting from{' '}
        <span className="font-semibold text-brand-700">
          {formatRoundedPrice(country.lowestRetailPrice, country.currencySymbol)}
        </span>
      </p>
      {bundle ? (
        <p className="mt-auto pt-3 text-xs text-slate-500">
          {formatDataAmount(bundle.dataAmount)} · {formatDays(bundle.duration)}
        </p>
      ) : null}
    </Link>
  );
}
