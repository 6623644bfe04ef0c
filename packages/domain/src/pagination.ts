/**
 * The pagination widget's rules (spec §2 "Pagination widget", §9): nothing at one page or fewer,
 * previous/next arrows only above 5 pages, and a window of first page, ellipses, the current page
 * with its neighbours, and the last page. Pure, so the web widget and its tests share one truth.
 */

/** Arrows appear only when there are more pages than this. */
export const PAGINATION_ARROWS_ABOVE = 5;

export type PageWindowItem =
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'ellipsis'; position: 'start' | 'end' };

export interface PageWindow {
  current: number;
  totalPages: number;
  showArrows: boolean;
  previous: number | null;
  next: number | null;
  items: PageWindowItem[];
}

/** How many pages `total` items fill at `pageSize` per page (0 items → 0 pages). */
export function countPages(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/** Keeps a requested page inside 1..totalPages, treating garbage as page 1. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(totalPages, 1));
}

/**
 * The numbered window, or null when the widget renders nothing (≤ 1 page). A gap of exactly one
 * page shows that page instead of an ellipsis: "1 … 3" would hide a single number behind a symbol.
 */
export function pageWindow(
  requested: number,
  totalPages: number,
  neighbours = 1,
): PageWindow | null {
  if (totalPages <= 1) return null;
  const current = clampPage(requested, totalPages);
  const from = Math.max(2, current - neighbours);
  const to = Math.min(totalPages - 1, current + neighbours);

  const items: PageWindowItem[] = [];
  const page = (n: number): PageWindowItem => ({ kind: 'page', page: n, current: n === current });

  items.push(page(1));
  if (from > 3) items.push({ kind: 'ellipsis', position: 'start' });
  else if (from === 3) items.push(page(2));
  for (let n = from; n <= to; n += 1) items.push(page(n));
  if (to < totalPages - 2) items.push({ kind: 'ellipsis', position: 'end' });
  else if (to === totalPages - 2) items.push(page(totalPages - 1));
  items.push(page(totalPages));

  return {
    current,
    totalPages,
    showArrows: totalPages > PAGINATION_ARROWS_ABOVE,
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
    items,
  };
}

export interface LoadMoreState {
  /** Another page exists after the ones already shown. */
  canLoadMore: boolean;
  /** Pages beyond the first are shown: 'load less' returns to page 1. */
  canLoadLess: boolean;
}

/**
 * Load-more mode (the local tab appends pages): 'load more' while pages remain, and one
 * 'load less' link back to page 1 once more than the first page is shown. Null at ≤ 1 page.
 */
export function loadMoreState(page: number, totalPages: number): LoadMoreState | null {
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  return { canLoadMore: current < totalPages, canLoadLess: current > 1 };
}
