import { PlainLink } from '@/i18n/link';

/** "Explore all"-style link beside a section heading. */
export function SectionLink({
  href,
  label,
  testId,
}: {
  href: string;
  label: string;
  testId?: string;
}) {
  return (
    <PlainLink
      href={href}
      data-testid={testId}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-ink transition-colors hover:border-brand-600 hover:text-brand-700"
    >
      {label}
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        →
      </span>
    </PlainLink>
  );
}
