'use client';
import { useRef, useState } from 'react';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';

/**
 * What a back-office form says about itself: an error beside each field and one above the
 * submit button. Showing them moves focus to the first wrong field, or else to the message, so
 * a keyboard or screen-reader user lands where the fix is.
 */
export function useFormFeedback<Field extends string>(
  order: readonly Field[],
  idOf: (field: Field) => string,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  function show(found: Partial<Record<Field, string>>, text: string | null) {
    setErrors(found);
    setMessage(text);
    if (!focusFirstInvalid(formRef.current, order, found, idOf) && text)
      requestAnimationFrame(() => errorRef.current?.focus());
  }

  return { formRef, errorRef, errors, setErrors, message, show };
}
