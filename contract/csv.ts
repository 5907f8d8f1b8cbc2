// CSV cells that no spreadsheet runs as a formula (OWASP CSV injection), shared by every export:
// the server's bill, payment and E-Bupot exports and the portal's in-browser CSV.
//
// A spreadsheet does not always split a line where the writer did: Excel set to a decimal-comma
// locale (Indonesian, French) splits on `;`, and pasted text splits on tabs and line breaks. So a
// cell is safe only when every piece of it, cut at any such separator, is safe: each piece that
// would start a formula (=, +, -, @, or their full-width forms, also behind spaces or double
// quotes, which the spreadsheet strips) gets a leading apostrophe, which makes it text.
// Text is always quoted (RFC 4180); numbers are written bare so they stay numbers.

/** Where a spreadsheet may cut a cell: list separators (`,` or `;` by locale), tabs, line breaks. */
const SEPARATORS = ',;\\t\\n\\r\\v\\f\\u0085\\u2028\\u2029';
const FORMULA_PIECE = new RegExp(
  // a piece's start, what a spreadsheet skips there (blanks that are no separator, double quotes),
  // then a character that opens a formula
  `(^|[${SEPARATORS}])((?:(?![${SEPARATORS}])[\\s"])*)(?=[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20])`,
  'g',
);

/** `text` with an apostrophe before every piece that would start a formula. */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_PIECE, "$1'$2");
}

/** One CSV cell: empty for null, a bare finite number, or quoted and neutralised text. */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${neutraliseFormulas(text).replace(/"/g, '""')}"`;
}

/** One CSV line's cells joined by commas (no line end). */
export const csvRow = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');
