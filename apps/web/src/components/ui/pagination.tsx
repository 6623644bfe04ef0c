import { loadMoreState, type PageWindowItem, pageWindow } from '@tern/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PaginationArrow as Arrow } from './pagination-arrow';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Pages of destinations". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page number: "Page 3". */
  page: (page: number) => string;
  loadMore: string;
  loadLess: string;
  loading: string;
}

type PaginationProps = {
  current: number;
  totalPages: number;
  labels: PaginationLabels;
  className?: string;
} & (
  | { mode: 'links'; hrefForPage: (page: number) => string }
  | { mode: 'buttons'; onPageChange: (page: number) => void; disabled?: boolean }
  | { mode: 'load-more'; onLoadMore: () => void; onLoadLess: () => void; loading: boolean }
);

const ITEM =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';
const IDLE = `${ITEM} text-slate-700 ring-1 ring-slate-200 bg-white hover:bg-slate-50 hover:text-ink disabled:opacity-50`;
const CURRENT = `${ITEM} bg-brand-700 text-white`;

/**
 * The spec's pagination widget (rules in @tern/domain pagination.ts). Works as plain links
 * (server pages such as /esim-list; hrefForPage answers URLs already in the page's language),
 * as buttons (client lists), or in load-more mode. Has no hooks, so server and client
 * components can both render it.
 */
export function Pagination(props: PaginationProps) {
  const { labels, className = '' } = props;
  const nav = (children: ReactNode) => (
    <nav aria-label={labels.nav} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">{children}</ul>
    </nav>
  );

  if (props.mode === 'load-more') {
    const state = loadMoreState(props.current, props.totalPages);
    if (!state) return null;
    return nav(
      <>
        {state.canLoadMore || props.loading ? (
          <li>
            <button
              type="button"
              onClick={props.onLoadMore}
              disabled={props.loading}
              aria-busy={props.loading || undefined}
              className={`${IDLE} px-5`}
              data-testid="load-more"
            >
              {props.loading ? labels.loading : labels.loadMore}
            </button>
          </li>
        ) : null}
        {state.canLoadLess ? (
          <li>
            <button type="button" onClick={props.onLoadLess} className={`${IDLE} px-5`}>
              {labels.loadLess}
            </button>
          </li>
        ) : null}
      </>,
    );
  }

  const pages = pageWindow(props.current, props.totalPages);
  if (!pages) return null;

  /** A page number, a link or button to it, or the current page (not interactive). */
  function control(page: number | null, content: ReactNode, isCurrent = false) {
    if (isCurrent) {
      return (
        <span aria-current="page" className={CURRENT}>
          {content}
        </span>
      );
    }
    if (props.mode === 'links' && page !== null) {
      return (
        <Link href={props.hrefForPage(page)} className={IDLE}>
          {content}
        </Link>
      );
    }
    const onPageChange = props.mode === 'buttons' ? props.onPageChange : undefined;
    return (
      <button
        type="button"
        disabled={page === null || (props.mode === 'buttons' && props.disabled)}
        onClick={onPageChange && page !== null ? () => onPageChange(page) : undefined}
        className={IDLE}
      >
        {content}
      </button>
    );
  }

  return nav(
    <>
      {pages.showArrows ? (
        <li>{control(pages.previous, <Arrow direction="previous" label={labels.previous} />)}</li>
      ) : null}
      {pages.items.map((item: PageWindowItem) =>
        item.kind === 'ellipsis' ? (
          <li key={`ellipsis-${item.position}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </li>
        ) : (
          <li key={item.page}>
            {control(
              item.page,
              <>
                {/* "Page 3" for screen readers, a bare "3" on screen. */}
                <span className="sr-only">{labels.page(item.page)}</span>
                <span aria-hidden="true">{item.page}</span>
              </>,
              item.current,
            )}
          </li>
        ),
      )}
      {pages.showArrows ? (
        <li>{control(pages.next, <Arrow direction="next" label={labels.next} />)}</li>
      ) : null}
    </>,
  );
}
