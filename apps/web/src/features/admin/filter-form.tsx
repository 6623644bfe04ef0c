import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A list's filters as a plain GET form: the filters live in the address (shareable, kept by the
 * back button) and work before any script has loaded.
 */
export function FilterForm({
  action,
  label,
  submit,
  children,
}: {
  /** The list's path in the page's language. */
  action: string;
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form
        method="get"
        action={action}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        {children}
        <Button type="submit" variant="secondary">
          {submit}
        </Button>
      </form>
    </search>
  );
}
