import { CopyButton, type CopyButtonText } from '@/components/ui/copy-button';

/**
 * One code a traveller may have to type into their phone's settings, shown in a monospace
 * face that keeps 0/O and 1/l apart, selectable, with its own copy button.
 */
export function EsimCodeRow({
  label,
  value,
  hint,
  copy,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  copy: CopyButtonText;
  testId: string;
}) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
        <code
          className="break-all font-mono text-base font-semibold text-ink select-all"
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton value={value} text={copy} />
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}
