'use client';
import { shouldShowNotFound } from '@tern/domain';
import { EmptyState } from '@/components/ui/empty-state';
import type { PlanTab } from './fetch-plan-page';
import type { PlanListingMessages } from './plan-messages';

const SearchOffIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-10"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8 8.5l5 4M13 8.5l-5 4" strokeLinecap="round" />
  </svg>
);

/**
 * Why the list is empty, in the spec's words (§2, §8): regions say ESIM_PLANE_NOT_FOUND, a
 * search over 2 characters that matched nothing says 'country not found', anything else (an API
 * that failed or has no plans) says plans are not available right now.
 */
export function PlanEmptyState({
  tab,
  searchText,
  labels,
}: {
  tab: PlanTab;
  searchText: string;
  labels: PlanListingMessages['empty'];
}) {
  if (tab === 'regions') {
    return (
      <EmptyState icon={SearchOffIcon} title={labels.regions} description={labels.regionsHint} />
    );
  }
  if (shouldShowNotFound(searchText, 0)) {
    return (
      <div data-testid="country-not-found">
        <EmptyState
          icon={SearchOffIcon}
          title={labels.countryNotFound}
          description={labels.countryNotFoundHint}
        />
      </div>
    );
  }
  return (
    <EmptyState icon={SearchOffIcon} title={labels.noPlans} description={labels.noPlansHint} />
  );
}
