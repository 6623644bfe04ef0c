import type { Bundle } from '@tern/contracts';
import type { ReactNode } from 'react';
import { BundleCard } from './bundle-card';
import type { PlanCoverage } from './destination-view';
import { PlanFitFrame } from './plan-fit-frame';

interface PlanSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  bundles: Bundle[];
  /** A region's plans: where they work and which neighbours they miss, on every card. */
  coverage?: PlanCoverage | null;
  searchName: string;
  bestFitBadge: string;
  /** Sub-sections share the page's heading outline: h2 for sections, h3 for a region inside one. */
  level?: 2 | 3;
}

/** A titled grid of bundle cards, each framed so the data helper can mark the best fit. */
export function PlanSection({
  id,
  title,
  intro,
  bundles,
  coverage = null,
  searchName,
  bestFitBadge,
  level = 2,
}: PlanSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} data-testid={`plan-section-${id}`}>
      <Heading
        id={id}
        className={
          level === 2
            ? 'text-2xl font-bold tracking-tight text-ink'
            : 'text-lg font-semibold text-ink'
        }
      >
        {title}
      </Heading>
      {intro ? <div className="mt-1 text-sm text-slate-600">{intro}</div> : null}
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {bundles.map((bundle) => (
          <li key={bundle._id}>
            <PlanFitFrame planId={bundle._id} badge={bestFitBadge}>
              <BundleCard
                bundle={bundle}
                coverage={coverage}
                searchName={searchName}
                headingLevel={level === 2 ? 3 : 4}
              />
            </PlanFitFrame>
          </li>
        ))}
      </ul>
    </section>
  );
}
