import { PartnerBodySchema } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankField,
  definitionProblems,
  moveField,
  newPartnerForm,
  partnerBodyFromForm,
  partnerFieldOf,
} from './partner-form-state';

describe('the partner editor', () => {
  it('starts a new partner with the four required identity fields, nothing to fix', () => {
    const form = newPartnerForm();
    expect(form.fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['firstName', 'text', true],
      ['lastName', 'text', true],
      ['email', 'email', true],
      ['phoneNumber', 'phone', true],
    ]);
    expect(definitionProblems(form.fields)).toEqual([]);
  });

  it("names a missing or optional identity field in the domain's words", () => {
    const fields = newPartnerForm().fields.filter((f) => f.id !== 'email');
    fields[0] = { ...fields[0]!, required: false };
    expect(definitionProblems(fields)).toEqual([
      'The form needs a required text field with the id "firstName".',
      'The form needs a required email field with the id "email".',
    ]);
  });

  it('refuses limits on the wrong kind of field and dates in the wrong order', () => {
    const date = {
      ...blankField('date', 'startDate', 'Start date'),
      minDate: '2027-01-01',
      maxDate: '2026-01-01',
    };
    const phone = { ...blankField('country', 'home', 'Home'), maxLength: '20' };
    expect(definitionProblems([...newPartnerForm().fields, date, phone])).toEqual([
      '"Start date": minDate must be on or before maxDate.',
      '"Home": maxLength applies to text and e-mail fields only.',
    ]);
  });

  it('says which field lacks an id or a label, and a limit that is not a number', () => {
    const unnamed = { ...blankField('text'), maxLength: 'ten' };
    expect(definitionProblems([...newPartnerForm().fields, unnamed])).toEqual([
      '"Field 5" needs an id.',
      'Field 5 needs a label.',
      '"Field 5": maxLength must be a whole number from 1 to 500.',
    ]);
  });

  it('moves a field up and down, and leaves the list as it is past either end', () => {
    const fields = newPartnerForm().fields;
    expect(moveField(fields, 3, 2).map((f) => f.id)).toEqual([
      'firstName',
      'lastName',
      'phoneNumber',
      'email',
    ]);
    expect(moveField(fields, 0, -1).map((f) => f.id)).toEqual(fields.map((f) => f.id));
  });

  it('builds the body the API contract accepts, with limits only where set', () => {
    const form = {
      ...newPartnerForm(),
      name: 'Sky Air',
      dataAmount: '2000',
      destinationId: 'VN',
      title: 'Sky Air: 2 GB free',
      fields: [
        ...newPartnerForm().fields,
        { ...blankField('text', 'ref', 'Booking reference'), maxLength: '6', required: true },
      ],
    };
    const built = partnerBodyFromForm(form);
    if (!('body' in built)) throw new Error('expected a body');
    expect(built.body.form.fields.at(-1)).toEqual({
      id: 'ref',
      type: 'text',
      label: 'Booking reference',
      required: true,
      maxLength: 6,
    });
    expect(PartnerBodySchema.safeParse(built.body).success).toBe(true);
  });

  it("names the partner's own fields that are missing or out of range", () => {
    expect(partnerBodyFromForm({ ...newPartnerForm(), dataAmount: '50' })).toEqual({
      errors: {
        name: 'Name is required',
        dataAmount: 'Enter the free data in MB, from 100 to 100000',
        destinationId: 'Choose the destination',
        title: 'The form needs a title',
      },
    });
  });

  it("places the API's problems on the partner's fields, and the form's below the list", () => {
    expect(partnerFieldOf('body.form.title')).toBe('title');
    expect(partnerFieldOf('body.logoUrl')).toBe('logoUrl');
    expect(partnerFieldOf('body.form.fields')).toBeNull();
  });
});
