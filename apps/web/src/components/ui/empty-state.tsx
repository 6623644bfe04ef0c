import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** The title's heading level: h2 where the state sits right under the page's h1. */
  level?: 'h2' | 'h3';
}

/**
 * Says plainly that there is nothing to show and why. role="status" makes screen readers announce
 * it when it replaces content that was loading.
 */
export function EmptyState({ title, description, icon, action, level = 'h3' }: EmptyStateProps) {
  const Heading = level;
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      {icon ? <div className="mb-4 text-slate-400">{icon}</div> : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      <p className="mt-2 max-w-md text-sm text-slate-600">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
