'use client';

/**
 * The home page's tabbed plan listing (popular / local / regions) with its own search box.
 * Placeholder until the plans feature lands; the props are the agreed interface.
 */
export interface PlanListingProps {
  /** Anchor id the header's "Regions" link and the hero point at. */
  id?: string;
}

export function PlanListing({ id = 'plans' }: PlanListingProps) {
  return <section id={id} aria-label="Plans" />;
}
