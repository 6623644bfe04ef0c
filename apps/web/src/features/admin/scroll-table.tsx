import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone instead of squeezing its columns. The scrolling
 * box is a named region that takes focus, so it can be scrolled with the keyboard too.
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
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-slate-100 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-3 [&_th]:font-semibold [&_th]:text-slate-700">
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
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
