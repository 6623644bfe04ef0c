'use client';
import { useEffect, useRef } from 'react';
import type { ErrorSummaryProps } from './error-summary';

/** A link's target takes focus with its label or legend in view, as GOV.UK's summary does. */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.focus();
  (field.closest('fieldset') ?? (field as HTMLInputElement).labels?.[0])?.scrollIntoView({
    block: 'nearest',
  });
}

/** The error summary itself, loaded on the first failed submit (see ErrorSummary). */
export default function ErrorSummaryBox({
  message,
  problems = [],
  title,
  testId,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list or message is a new failed submit to land on
  useEffect(() => ref.current?.focus(), [problems, message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border-2 border-red-700 bg-white px-4 py-3 text-sm font-semibold text-red-700"
      data-testid={testId}
    >
      {title ? <h2 className="mb-2 text-base font-bold text-ink">{title}</h2> : null}
      {message ? <p>{message}</p> : null}
      {problems.length > 0 ? (
        <ul className="list-disc space-y-1 ps-5">
          {problems.map((problem) => (
            <li key={problem.id}>
              <a href={`#${problem.id}`} onClick={focusField} className="underline">
                {problem.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
