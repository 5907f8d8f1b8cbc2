// How a spreadsheet reads a CSV line, for the formula-injection tests: it cuts the line at its
// list separator (`,`, or `;` in a decimal-comma locale such as Indonesian) and at tabs and line
// breaks, and strips leading blanks and double quotes from each piece before deciding whether the
// piece is a formula.

const TRIGGERS = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A bare number the writer put there ("-5000" is a number, not a formula). */
const BARE_NUMBER = /^[-+]?\d+(\.\d+)?(e[-+]?\d+)?(?=,|$)/i;

/** The pieces of `csv` a spreadsheet splitting at `separator` would run as formulas. */
export function formulaPieces(csv: string, separator: ',' | ';'): string[] {
  return csv
    .split(new RegExp(`[${separator}\\t\\r\\n]`))
    .map((piece) => piece.replace(/^[\s"]*/, ''))
    .filter((piece) => TRIGGERS.test(piece) && !BARE_NUMBER.test(piece));
}
