import type { FieldProblem } from '@/components/ui/form';

/**
 * The fields of `order` that have an error, in reading order, as the error summary lists them:
 * each with the id of its element and the words shown beside it.
 */
export function fieldProblems<Field extends string>(
  order: readonly Field[],
  textOf: (field: Field) => string | null | undefined,
  idOf: (field: Field) => string,
): FieldProblem[] {
  return order.flatMap((field) => {
    const text = textOf(field);
    return text ? [{ id: idOf(field), text }] : [];
  });
}
