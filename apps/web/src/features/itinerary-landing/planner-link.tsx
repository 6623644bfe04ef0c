'use client';
import { type ReactNode, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';

/**
 * A link to the planner. The static page can only know the server's date (UTC) and the default
 * country; once in the browser the link takes the traveller's own today and last choice. The
 * date rules that needs load after the page, not with it.
 */
export function PlannerLink({
  href,
  locale,
  className,
  children,
}: {
  /** The server's link: the default country from the server's today. */
  href: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  const [target, setTarget] = useState(href);
  useEffect(() => {
    let stale = false;
    import('./planner-href').then(
      ({ travellerPlannerHref }) => !stale && setTarget(travellerPlannerHref(locale)),
      // The server's link still works; the planner moves a past start to today.
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [locale]);
  return (
    <a href={target} className={className} data-testid="planner-link">
      {children}
    </a>
  );
}
