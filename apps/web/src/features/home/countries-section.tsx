import { EmptyState } from '@/components/ui/empty-state';
import { CountryGrid } from './country-grid';
import { getHomeCountries } from './get-home-countries';

const SignalOffIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-10"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path
      d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18"
      strokeLinecap="round"
    />
  </svg>
);

/** The destination list, or an honest explanation of why there is none. */
export async function CountriesSection() {
  const result = await getHomeCountries();

  if (result.status === 'unavailable') {
    return (
      <EmptyState
        icon={SignalOffIcon}
        title="Destinations are unavailable right now"
        description="We could not load our plans just now. Please refresh the page in a minute or two."
      />
    );
  }
  if (result.countries.length === 0) {
    return (
      <EmptyState
        icon={SignalOffIcon}
        title="No destinations yet"
        description="Plans for new destinations are on their way. Please check back soon."
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-600" data-testid="countries-summary">
        Showing {result.countries.length} of {result.total} destinations
      </p>
      <CountryGrid countries={result.countries} />
    </>
  );
}
