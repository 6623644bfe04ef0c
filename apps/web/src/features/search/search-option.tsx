import type { Country } from '@tern/contracts';
import { formatRoundedPrice } from '@tern/domain';
import { FlagImage } from '@/components/ui/flag-image';

interface SearchOptionProps {
  id: string;
  country: Country;
  active: boolean;
  startFromLabel: string;
  onChoose: () => void;
  onHover: () => void;
}

/** One result row: flag, name, "Start From" and the rounded lowest price (spec §2 "Hero"). */
export function SearchOption({
  id,
  country,
  active,
  startFromLabel,
  onChoose,
  onHover,
}: SearchOptionProps) {
  return (
    // Keyboard interaction lives on the combobox input (aria-activedescendant), as the
    // WAI-ARIA combobox pattern prescribes; options themselves are never focused.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-testid="search-option"
      // Keeps focus in the input, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ${
        active ? 'bg-brand-50 ring-1 ring-brand-200' : ''
      }`}
    >
      <FlagImage
        src={country.flagImageUrl}
        countryName={country.localName}
        ratio="1x1"
        decorative
        loading="eager"
        className="size-8 shrink-0"
      />
      <span
        className="min-w-0 flex-1 truncate font-medium text-ink"
        data-testid="search-option-name"
      >
        {country.localName}
      </span>
      <span className="shrink-0 text-end leading-tight">
        <span className="block text-xs text-slate-600">{startFromLabel}</span>
        <span className="font-semibold text-brand-700" data-testid="search-option-price">
          {formatRoundedPrice(country.lowestRetailPrice, country.currencySymbol)}
        </span>
      </span>
    </div>
  );
}
