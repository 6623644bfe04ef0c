'use client';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type FitCandidate, recommendPlan, type UsageLevel } from './data-need';

interface PlanFit {
  days: number;
  usage: UsageLevel;
  setDays: (days: number) => void;
  setUsage: (usage: UsageLevel) => void;
  /** Id of the plan that fits the trip best, or null when no single plan covers it. */
  bestFitId: string | null;
}

const PlanFitContext = createContext<PlanFit | null>(null);

/** A week of moderate use: the most common trip, so the first paint already highlights a plan. */
const DEFAULT_DAYS = 7;
const DEFAULT_USAGE: UsageLevel = 'moderate';

/**
 * Shares the "how much data do I need" answer between the helper and the plan cards, which are
 * server-rendered children: only this provider, the helper and the card frames are client code.
 */
export function PlanFitProvider({
  plans,
  children,
}: {
  plans: FitCandidate[];
  children: ReactNode;
}) {
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [usage, setUsage] = useState<UsageLevel>(DEFAULT_USAGE);
  const bestFitId = useMemo(() => recommendPlan(plans, days, usage), [plans, days, usage]);
  const value = useMemo(
    () => ({ days, usage, setDays, setUsage, bestFitId }),
    [days, usage, bestFitId],
  );
  return <PlanFitContext value={value}>{children}</PlanFitContext>;
}

export function usePlanFit(): PlanFit {
  const fit = useContext(PlanFitContext);
  if (!fit) throw new Error('usePlanFit needs a PlanFitProvider above it');
  return fit;
}
