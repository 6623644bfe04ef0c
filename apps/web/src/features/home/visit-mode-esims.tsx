'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readNavigationMode } from '@/lib/navigation-mode';
import type { VisitModeProps } from './visit-mode';

// Loaded only for travellers in visit mode: everyone else pays for this file and nothing more.
const YourEsims = lazy(() => import('./your-esims'));

/**
 * The home page's layout choice (spec §2). Renders nothing unless this browser is in 'visit'
 * mode; then YourEsims asks the API for the visitor's eSIMs and, if there are any, shows them
 * first and hides the marketing sections.
 */
export function VisitModeEsims(props: VisitModeProps) {
  const [visiting, setVisiting] = useState(false);
  useEffect(() => {
    try {
      setVisiting(readNavigationMode(localStorage) === 'visit');
    } catch {
      // Storage blocked: the default, full home page.
    }
  }, []);
  if (!visiting) return null;
  return (
    <Suspense fallback={null}>
      <YourEsims {...props} />
    </Suspense>
  );
}
