'use client';
import { useRef, useState } from 'react';
import type { FieldProblem } from '@/components/ui/form';
import { fieldProblems } from '@/lib/forms/field-problems';

/**
 * What a back-office form says about itself: an error beside each field, and the error summary
 * at the top listing them (or what the API refused), which takes focus as it shows, so a
 * keyboard or screen-reader user hears everything to fix and has a link to each field.
 */
export function useFormFeedback<Field extends string>(
  order: readonly Field[],
  idOf: (field: Field) => string,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  function show(found: Partial<Record<Field, string>>, text: string | null) {
    const listed = fieldProblems(order, (field) => found[field], idOf);
    setErrors(found);
    setSummary(listed);
    setMessage(text);
  }

  return { formRef, errors, setErrors, summary, message, show };
}
