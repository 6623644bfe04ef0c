import type { PromoField } from '@tern/contracts';
import { FieldError, PhoneField, Select, type SelectOption, TextField } from '@/components/ui/form';
import { useWords } from '@/i18n/words';

/** The browser's autofill names for the fields every partner form has (spec §7). */
const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
};

export interface PartnerFieldProps {
  field: PromoField;
  /** The element id: unique on the page, unlike the form's own field ids. */
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The calling code's region, for a phone field. */
  region: string;
  onRegion: (region: string) => void;
  options: { callingCodes: readonly SelectOption[]; countries: readonly SelectOption[] };
}

/**
 * One field of a partner's form, by its type (spec §3): text, email, phone with its calling code,
 * date within minDate and maxDate, country. The rules are checked by the form, not the browser.
 */
export function PartnerField({
  field,
  id,
  value,
  error,
  onChange,
  onBlur,
  region,
  onRegion,
  options,
}: PartnerFieldProps) {
  const t = useWords('promotions.form');
  const common = {
    name: field.id,
    value,
    onBlur,
    required: field.required,
  };
  switch (field.type) {
    case 'phone':
      return (
        <PhoneField
          id={id}
          label={field.label}
          error={error}
          callingCode={{
            label: t('callingCode'),
            name: `${field.id}-region`,
            value: region,
            options: options.callingCodes,
            onChange: onRegion,
          }}
          number={{ ...common, onChange: (event) => onChange(event.target.value) }}
        />
      );
    case 'country':
      return (
        <div>
          <Select
            id={id}
            label={field.label}
            showLabel
            options={[{ value: '', label: t('chooseCountry') }, ...options.countries]}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            // The list leaves out Vietnam, where the trip goes: a partner asks where the traveller
            // is from, which autofill knows as the address country.
            autoComplete="country"
            className="mt-1 w-full"
            {...common}
          />
          <FieldError id={`${id}-error`} text={error} />
        </div>
      );
    default:
      return (
        <TextField
          id={id}
          label={field.label}
          error={error}
          type={field.type}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={AUTOCOMPLETE[field.id] ?? 'off'}
          {...(field.type === 'date' ? { min: field.minDate, max: field.maxDate } : {})}
          {...(field.type === 'email' ? { inputMode: 'email' as const } : {})}
          {...common}
        />
      );
  }
}
