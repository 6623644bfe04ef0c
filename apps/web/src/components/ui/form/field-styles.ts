/**
 * The look of every text input and select, with the red border an invalid field gets. The focus
 * ring is solid brand (3.8:1 on white, WCAG 1.4.11): an invalid field keeps its red border, so a
 * faint ring would be its only sign of focus.
 */
export const FIELD_CLASSES =
  'block h-11 rounded-xl border border-field bg-white px-3 text-base text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600';

export const LABEL_CLASSES = 'block text-sm font-semibold text-ink';

/** The ids a field's description points at: its hint, then its error when it has one. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}
