/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and a tab or carriage return that some
 * spreadsheets skip before one) is prefixed with an apostrophe: exported form answers are typed
 * by strangers (OWASP, CSV injection). Phone numbers in E.164 therefore read '+84….
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF line ends, quoted where needed), with a byte-order mark so spreadsheet
 * programs read the UTF-8 (Vietnamese names) as UTF-8.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
