import type { ReactNode } from 'react';

// Utilities the shop's pages already use: the back office adds no style rules of its own.
const HEAD = 'bg-slate-50 px-4 py-3 font-semibold text-slate-700';
const CELL = 'border-t border-slate-100 px-4 py-3 align-top';

/** One cell of a ScrollTable's body; `className` adds to its padding and border. */
export function Cell({ className, children }: { className?: string; children?: ReactNode }) {
  return <td className={className ? `${CELL} ${className}` : CELL}>{children}</td>;
}

/**
 * A wide table that scrolls sideways on a phone instead of squeezing its columns. The scrolling
 * box is a named region that takes focus, so it can be scrolled with the keyboard too. It is
 * `relative` so that screen-reader-only text in a cell stays inside it instead of widening the page.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  /** Column headings; one only screen readers hear is `{ label, hidden: true }` (actions). */
  columns: readonly (string | { label: string; hidden: true })[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[44rem] text-start text-sm">
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={HEAD}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={HEAD}>
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
