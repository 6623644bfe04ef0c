'use client';
import type { ReactNode } from 'react';
import { usePlanFit } from './plan-fit-context';

/**
 * Wraps a server-rendered plan card and marks it when it is the best fit for the trip. The
 * badge sits on the card's top edge (absolute), so marking a card never changes its height.
 */
export function PlanFitFrame({
  planId,
  badge,
  children,
}: {
  planId: string;
  badge: string;
  children: ReactNode;
}) {
  const best = usePlanFit().bestFitId === planId;
  return (
    <div
      id={`plan-${planId}`}
      data-best-fit={best || undefined}
      className={`relative h-full scroll-mt-24 rounded-2xl transition-shadow ${best ? 'ring-2 ring-brand-600 shadow-lg shadow-brand-600/10' : ''}`}
    >
      {best ? (
        <span
          className="absolute -top-3 start-4 z-10 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white shadow-sm"
          data-testid="best-fit-badge"
        >
          {badge}
        </span>
      ) : null}
      {children}
    </div>
  );
}
