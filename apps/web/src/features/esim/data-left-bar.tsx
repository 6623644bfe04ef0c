import { useTranslations } from 'next-intl';

/**
 * Data left on a plan, as a bar, worded once for every page that shows one: a screen reader
 * reads "Data left on {name}", then "{remaining} of {total} left".
 */
export function DataLeftBar({
  percentLeft,
  name,
  remaining,
  total,
}: {
  percentLeft: number;
  name: string;
  /** Data amounts as labelled for the reader ("3 GB"). */
  remaining: string;
  total: string;
}) {
  const t = useTranslations('esim.usage');
  return (
    <div
      role="progressbar"
      aria-label={t('leftLabel', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentLeft}
      aria-valuetext={t('leftOf', { remaining, total })}
      className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={`h-full rounded-full ${percentLeft <= 20 ? 'bg-amber-500' : 'bg-brand-600'}`}
        style={{ width: `${percentLeft}%` }}
      />
    </div>
  );
}
