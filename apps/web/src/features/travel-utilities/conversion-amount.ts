/** Spec §5: the amount is numeric and at least 0; anything else converts to nothing. */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}
