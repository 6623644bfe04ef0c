import { describe, expect, it } from 'vitest';
import { clampPage, countPages, loadMoreState, type PageWindow, pageWindow } from './pagination';

/** "1 … 4 [5] 6 … 10": the window as a traveller reads it. */
function render(window: PageWindow | null): string {
  if (!window) return '';
  return window.items
    .map((item) =>
      item.kind === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('pageWindow (spec §2 pagination widget)', () => {
  it.each([0, 1])('renders nothing at %i page(s)', (pages) => {
    expect(pageWindow(1, pages)).toBeNull();
  });

  it('shows every page and no arrows at 5 pages or fewer', () => {
    expect(render(pageWindow(1, 2))).toBe('[1] 2');
    expect(render(pageWindow(3, 5))).toBe('1 2 [3] 4 5');
    expect(pageWindow(3, 5)?.showArrows).toBe(false);
  });

  it('shows previous/next arrows only above 5 pages', () => {
    expect(pageWindow(1, 6)?.showArrows).toBe(true);
  });

  it('keeps first and last page, the current page and its neighbours, with ellipses between', () => {
    expect(render(pageWindow(5, 10))).toBe('1 … 4 [5] 6 … 10');
    expect(render(pageWindow(1, 10))).toBe('[1] 2 … 10');
    expect(render(pageWindow(10, 10))).toBe('1 … 9 [10]');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(render(pageWindow(4, 10))).toBe('1 2 3 [4] 5 … 10');
    expect(render(pageWindow(7, 10))).toBe('1 … 6 [7] 8 9 10');
  });

  it('links previous and next only where a page exists', () => {
    expect(pageWindow(1, 8)).toMatchObject({ previous: null, next: 2 });
    expect(pageWindow(8, 8)).toMatchObject({ previous: 7, next: null });
  });

  it('clamps a page outside the range instead of showing a window that does not exist', () => {
    expect(render(pageWindow(99, 3))).toBe('1 2 [3]');
    expect(render(pageWindow(-4, 3))).toBe('[1] 2 3');
    expect(render(pageWindow(Number.NaN, 3))).toBe('[1] 2 3');
  });
});

describe('countPages and clampPage', () => {
  it('counts whole pages, a partial last page included', () => {
    expect(countPages(243, 132)).toBe(2);
    expect(countPages(12, 12)).toBe(1);
    expect(countPages(13, 12)).toBe(2);
    expect(countPages(0, 12)).toBe(0);
  });

  it('treats garbage as page 1 and caps at the last page', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
  });
});

describe('loadMoreState (load-more mode)', () => {
  it('renders nothing at one page or fewer', () => {
    expect(loadMoreState(1, 1)).toBeNull();
    expect(loadMoreState(1, 0)).toBeNull();
  });

  it('offers load more on the first page and load less once further pages are shown', () => {
    expect(loadMoreState(1, 3)).toEqual({ canLoadMore: true, canLoadLess: false });
    expect(loadMoreState(2, 3)).toEqual({ canLoadMore: true, canLoadLess: true });
    expect(loadMoreState(3, 3)).toEqual({ canLoadMore: false, canLoadLess: true });
  });
});
