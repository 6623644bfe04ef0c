import type { AdminPartnerSchema, PartnerBody, PromoField } from '@tern/contracts';
import { PROMO_IDENTITY_FIELDS, type PromoFieldType, promoDefinitionProblems } from '@tern/domain';
import type { Parsed } from '@/lib/api/browser/contracts';

type AdminPartner = Parsed<typeof AdminPartnerSchema>;

/** One field of the partner's form as the editor holds it (numbers as typed). */
export interface EditableField {
  /** React's key: stable while fields are moved, unlike the id being typed. */
  key: string;
  id: string;
  type: PromoFieldType;
  label: string;
  required: boolean;
  maxLength: string;
  minDate: string;
  maxDate: string;
}

export interface PartnerFormValues {
  partnerCode: string;
  name: string;
  /** A data: URL, or null for no logo. */
  logoUrl: string | null;
  /** MB, as typed. */
  dataAmount: string;
  destinationId: string;
  active: boolean;
  title: string;
  fields: EditableField[];
}
export type PartnerFormField =
  | 'partnerCode'
  | 'name'
  | 'logoUrl'
  | 'dataAmount'
  | 'destinationId'
  | 'title';
export type PartnerFormErrors = Partial<Record<PartnerFormField, string>>;

let nextKey = 0;
/** A key no other field of this page has. */
export const newFieldKey = () => `field-${++nextKey}`;

const IDENTITY_LABELS: Record<keyof typeof PROMO_IDENTITY_FIELDS, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
};

/** A new field of `type`, empty but for what the editor needs. */
export function blankField(type: PromoFieldType = 'text', id = '', label = ''): EditableField {
  return {
    key: newFieldKey(),
    id,
    type,
    label,
    required: false,
    maxLength: '',
    minDate: '',
    maxDate: '',
  };
}

/** A new partner's form starts with the fields every partner form must have (spec §6, §7). */
export function newPartnerForm(): PartnerFormValues {
  return {
    partnerCode: '',
    name: '',
    logoUrl: null,
    dataAmount: '1000',
    destinationId: '',
    active: true,
    title: '',
    fields: Object.entries(PROMO_IDENTITY_FIELDS).map(([id, type]) => ({
      ...blankField(type, id, IDENTITY_LABELS[id as keyof typeof IDENTITY_LABELS]),
      required: true,
    })),
  };
}

/** A partner as the editor shows it. */
export function partnerFormOf(partner: AdminPartner): PartnerFormValues {
  return {
    partnerCode: partner.partnerCode,
    name: partner.name,
    logoUrl: partner.logoUrl,
    dataAmount: String(partner.dataAmount),
    destinationId: partner.destination.id,
    active: partner.active,
    title: partner.form.title,
    fields: partner.form.fields.map((field) => ({
      key: newFieldKey(),
      id: field.id,
      type: field.type,
      label: field.label,
      required: field.required,
      maxLength: field.maxLength === undefined ? '' : String(field.maxLength),
      minDate: field.minDate ?? '',
      maxDate: field.maxDate ?? '',
    })),
  };
}

/** The form's fields as the definition stores them: limits only where they were set. */
export function promoFieldsOf(fields: readonly EditableField[]): PromoField[] {
  return fields.map((field) => ({
    id: field.id.trim(),
    type: field.type,
    label: field.label.trim(),
    required: field.required,
    ...(field.maxLength.trim() ? { maxLength: Number(field.maxLength.trim()) } : {}),
    ...(field.minDate ? { minDate: field.minDate } : {}),
    ...(field.maxDate ? { maxDate: field.maxDate } : {}),
  }));
}

/**
 * What keeps the form definition from being saved, in the domain's words (the API refuses the
 * same), plus the typing only the editor can get wrong: a missing id or label, a limit that is
 * not a whole number.
 */
export function definitionProblems(fields: readonly EditableField[]): string[] {
  const typing: string[] = [];
  fields.forEach((field, index) => {
    const name = field.label.trim() || `Field ${index + 1}`;
    if (!field.id.trim()) typing.push(`"${name}" needs an id.`);
    if (!field.label.trim()) typing.push(`Field ${index + 1} needs a label.`);
    if (field.maxLength.trim() && !/^[1-9]\d{0,2}$/.test(field.maxLength.trim()))
      typing.push(`"${name}": maxLength must be a whole number from 1 to 500.`);
  });
  if (fields.length === 0) typing.push('The form needs at least one field.');
  return [...typing, ...promoDefinitionProblems(promoFieldsOf(fields))];
}

/** The partner's body for the API, or what is wrong with the partner's own fields. */
export function partnerBodyFromForm(
  values: PartnerFormValues,
): { body: PartnerBody } | { errors: PartnerFormErrors } {
  const errors: PartnerFormErrors = {};
  const dataAmount = Number(values.dataAmount.trim());
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!/^\d+$/.test(values.dataAmount.trim()) || dataAmount < 100 || dataAmount > 100_000)
    errors.dataAmount = 'Enter the free data in MB, from 100 to 100000';
  if (!values.destinationId) errors.destinationId = 'Choose the destination';
  if (!values.title.trim()) errors.title = 'The form needs a title';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: values.name.trim(),
      logoUrl: values.logoUrl,
      dataAmount,
      destinationId: values.destinationId,
      active: values.active,
      form: { title: values.title.trim(), fields: promoFieldsOf(values.fields) },
    },
  };
}

/** The editor field an API problem names ("body.form.title" → title); null for the fields list. */
export function partnerFieldOf(problemField: string): PartnerFormField | null {
  const path = problemField.split('.').slice(1).join('.');
  if (path === 'form.title') return 'title';
  const known: PartnerFormField[] = [
    'partnerCode',
    'name',
    'logoUrl',
    'dataAmount',
    'destinationId',
  ];
  return known.find((field) => field === path) ?? null;
}

/** A moved copy of the list: the field at `from` to `to` (out of range: unchanged). */
export function moveField(
  fields: readonly EditableField[],
  from: number,
  to: number,
): EditableField[] {
  if (to < 0 || to >= fields.length) return [...fields];
  const moved = [...fields];
  const [field] = moved.splice(from, 1);
  moved.splice(to, 0, field!);
  return moved;
}
