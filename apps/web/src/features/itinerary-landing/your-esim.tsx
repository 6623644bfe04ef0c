'use client';
import type { OrderedEsim } from '@tern/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { currentEsim } from './current-esim';
import { loadTraveller } from './traveller-state';

/** Most visitors have no eSIM: the card's code loads only for those who do. */
const YourEsimCard = lazy(() => import('./your-esim-card'));

/** The 'Your eSIM' card for a signed-in traveller with an eSIM (spec §2); nothing otherwise. */
export function YourEsim({ historyHref }: { historyHref: string }) {
  const [esim, setEsim] = useState<OrderedEsim | null>(null);
  useEffect(() => {
    let stale = false;
    loadTraveller().then(({ esims }) => {
      if (!stale) setEsim(currentEsim(esims));
    });
    return () => {
      stale = true;
    };
  }, []);
  return esim ? (
    <Suspense fallback={null}>
      <YourEsimCard esim={esim} historyHref={historyHref} />
    </Suspense>
  ) : null;
}
