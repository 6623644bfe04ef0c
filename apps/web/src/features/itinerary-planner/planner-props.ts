import type { ItineraryPlan } from '@tern/contracts';
import type { Locale } from '@/i18n/routing';
import type { PlannerNotice, PlannerQuery } from './planner-query';

/** A shared plan's page (?share=): read-only; `missing` when the link is gone or never was. */
export interface SharedView {
  shareId: string;
  title: string | null;
  missing: boolean;
}

/** What the server hands the planner island: the first plan and how it was reached. */
export interface PlannerProps {
  initialPlan: ItineraryPlan | null;
  /** What the server replaced in the query (its today is UTC's; the browser corrects it). */
  initialNotices: PlannerNotice[];
  query: PlannerQuery;
  serverToday: string;
  currency: string;
  locale: Locale;
  shared: SharedView | null;
  /** NEXT_PUBLIC_MAP_TILE_URL, read when the page renders; null draws the outline alone. */
  mapTileUrl: string | null;
}
