/** A malformed escape ("%E0") in a path is a name that matches nothing, not a server error. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
