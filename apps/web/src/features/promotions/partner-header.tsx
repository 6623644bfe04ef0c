import type { Partner } from '@tern/contracts';
import { FlagImage } from '@/components/ui/flag-image';
import { useWords } from '@/i18n/words';
import { useDataAmount } from './use-data-amount';

/** The partner's logo and name, and what the form gives: "1 GB free data for Vietnam" (spec §9). */
export function PartnerHeader({ partner }: { partner: Partner }) {
  const t = useWords('promotions.form');
  const amount = useDataAmount()(partner.dataAmount);
  return (
    <div
      className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4"
      data-testid="partner-header"
    >
      {partner.logoUrl ? (
        // biome-ignore lint/performance/noImgElement: a small data: URL from the API; nothing to optimise.
        <img
          src={partner.logoUrl}
          alt={t('logo', { name: partner.name })}
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl bg-white object-contain"
        />
      ) : null}
      <div className="min-w-0">
        <p className="font-semibold text-ink" data-testid="partner-name">
          {partner.name}
        </p>
        <p className="flex items-center gap-2 text-sm text-brand-800" data-testid="partner-offer">
          <FlagImage
            src={partner.destination.flagImageUrl}
            countryName={partner.destination.localName}
            decorative
            ratio="1x1"
            className="size-4"
          />
          {t('free', { amount, destination: partner.destination.localName })}
        </p>
      </div>
    </div>
  );
}
