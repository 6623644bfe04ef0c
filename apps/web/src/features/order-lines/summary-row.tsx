/** One fact of a line in a summary: its name, and its value on the right. */
export function SummaryRow({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
