/** The message under an invalid field; its id is what the field's aria-describedby names. */
export function FieldError({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {text}
    </p>
  );
}
