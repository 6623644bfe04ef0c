/**
 * Moves focus to the first field, in reading order, that has an error, so a keyboard or
 * screen-reader user lands where the fix is needed. Returns whether any field had one.
 */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement | null,
  order: readonly Field[],
  errors: Partial<Record<Field, unknown>>,
  idOf: (field: Field) => string,
): boolean {
  const first = order.find((field) => errors[field]);
  if (!first) return false;
  form?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
  return true;
}
