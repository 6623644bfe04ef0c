/** Data left on a plan, as a bar: what a screen reader reads out is `valueText`. */
export function DataLeftBar({
  percentLeft,
  label,
  valueText,
}: {
  percentLeft: number;
  label: string;
  valueText: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentLeft}
      aria-valuetext={valueText}
      className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={`h-full rounded-full ${percentLeft <= 20 ? 'bg-amber-500' : 'bg-brand-600'}`}
        style={{ width: `${percentLeft}%` }}
      />
    </div>
  );
}
