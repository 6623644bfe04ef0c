'use client';
import { PROMO_FIELD_TYPES, type PromoFieldType } from '@tern/domain';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextField } from '@/components/ui/form';
import { blankField, type EditableField, moveField } from './partner-form-state';

const TYPE_LABELS: Record<PromoFieldType, string> = {
  text: 'Text',
  email: 'E-mail',
  phone: 'Phone number',
  date: 'Date',
  country: 'Country',
};

/**
 * The partner's form, field by field (spec §3 promo form definition): id, type, label, required
 * and the limits its type takes (maxLength for text and e-mail, minDate and maxDate for dates).
 * Fields are added, removed and reordered with buttons, so it all works from the keyboard.
 */
export function FormDefinitionEditor({
  fields,
  onChange,
}: {
  fields: readonly EditableField[];
  onChange: (fields: EditableField[]) => void;
}) {
  const update = (index: number, change: Partial<EditableField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...change } : field)));
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const name = field.label.trim() || `field ${index + 1}`;
          const id = (part: string) => `${field.key}-${part}`;
          return (
            <li key={field.key}>
              <fieldset className="rounded-xl border border-slate-200 p-4" data-testid="form-field">
                <legend className="px-1 text-sm font-bold text-ink">
                  Field {index + 1}: {field.label.trim() || 'new field'}
                </legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    id={id('id')}
                    label="Id"
                    value={field.id}
                    onChange={(event) => update(index, { id: event.target.value })}
                    spellCheck={false}
                    autoComplete="off"
                  />
                  <div>
                    <Select
                      id={id('type')}
                      label="Type"
                      showLabel
                      className="mt-1 w-full"
                      value={field.type}
                      onChange={(event) =>
                        // Limits of another type would no longer apply.
                        update(index, {
                          type: event.target.value as PromoFieldType,
                          maxLength: '',
                          minDate: '',
                          maxDate: '',
                        })
                      }
                      options={PROMO_FIELD_TYPES.map((type) => ({
                        value: type,
                        label: TYPE_LABELS[type],
                      }))}
                    />
                  </div>
                  <TextField
                    id={id('label')}
                    label="Label"
                    value={field.label}
                    onChange={(event) => update(index, { label: event.target.value })}
                  />
                  {field.type === 'text' || field.type === 'email' ? (
                    <TextField
                      id={id('max')}
                      label="Most characters"
                      hint="Empty: 500"
                      inputMode="numeric"
                      value={field.maxLength}
                      onChange={(event) => update(index, { maxLength: event.target.value })}
                    />
                  ) : null}
                  {field.type === 'date' ? (
                    <>
                      <TextField
                        id={id('min')}
                        type="date"
                        label="Earliest date"
                        value={field.minDate}
                        onChange={(event) => update(index, { minDate: event.target.value })}
                      />
                      <TextField
                        id={id('maxdate')}
                        type="date"
                        label="Latest date"
                        value={field.maxDate}
                        onChange={(event) => update(index, { maxDate: event.target.value })}
                      />
                    </>
                  ) : null}
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <Checkbox
                    id={id('required')}
                    label="Required"
                    checked={field.required}
                    onChange={(event) => update(index, { required: event.target.checked })}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`Move ${name} up`}
                      onClick={() => onChange(moveField(fields, index, index - 1))}
                    >
                      Up
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={index === fields.length - 1}
                      aria-label={`Move ${name} down`}
                      onClick={() => onChange(moveField(fields, index, index + 1))}
                    >
                      Down
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(fields.filter((_, i) => i !== index))}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...fields, blankField()])}>
        Add a field
      </Button>
    </div>
  );
}
