/** The form kit: every form field of the storefront is one of these. */
export { Checkbox, type CheckboxProps } from './checkbox';
export { ErrorSummary, type ErrorSummaryProps, type FieldProblem } from './error-summary';
export { FieldError } from './field-error';
export { FIELD_CLASSES, LABEL_CLASSES } from './field-styles';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { Select, type SelectOption, type SelectProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
