'use client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { PlanCountry } from './checkout-item';
import type { HomeCountryReason, TravellingAnswer } from './purchase-flow';

const TravellingDialog = lazy(() => import('./travelling-dialog'));

type Prompt = {
  country: PlanCountry;
  reason: HomeCountryReason;
  resolve: (answer: TravellingAnswer) => void;
};

/**
 * The purchase flow's "Are you travelling to …?" for a component that starts it: the
 * confirmTravelling step to hand runPurchase, whether it is asking now (the caller's overlay
 * must then step aside, or it would make the dialog inert), and the dialog to render, whose code
 * loads when first asked (`loading` shows meanwhile).
 */
export function useTravellingQuestion(loading: ReactNode) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  async function confirmTravelling(
    country: PlanCountry,
    reason: HomeCountryReason,
  ): Promise<TravellingAnswer> {
    const answer = await new Promise<TravellingAnswer>((resolve) =>
      setPrompt({ country, reason, resolve }),
    );
    setPrompt(null);
    return answer;
  }

  const dialog = prompt ? (
    <Suspense fallback={loading}>
      <TravellingDialog country={prompt.country} reason={prompt.reason} onAnswer={prompt.resolve} />
    </Suspense>
  ) : null;
  return { confirmTravelling, asking: prompt !== null, dialog };
}
