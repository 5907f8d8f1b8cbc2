import { csvCell, csvRow, neutraliseFormulas } from '@contract/csv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaPieces } from '../api/helpers/spreadsheet';

// The contract's CSV cell rule against a model of how a spreadsheet reads a line (cut at `,` or
// `;`, tabs and line breaks): no piece may start a formula, and the rule only ever adds apostrophes.

/** RFC 4180 reading of one line (what a comma-separated spreadsheet import gives). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cur);
      cur = '';
    } else cur += ch;
  }
  cells.push(cur);
  return cells;
}

// Text rich in what matters (triggers, separators, blanks, quotes) next to any other character.
const hostileChar = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  '\uFF1D',
  '\uFF20',
  ',',
  ';',
  '\t',
  '\r',
  '\n',
  '\v',
  '\u2028',
  '"',
  "'",
  ' ',
  '\u00A0',
  'a',
  '1',
  '(',
  ')',
  '|',
  '!',
);
const hostileText = fc.oneof(
  fc.string({ unit: hostileChar, maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const cellValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(null),
);

describe('CSV formula neutralising (contract/csv)', () => {
  it.each([',', ';'] as const)(
    'no piece of a row cut at %j, tabs or line breaks starts a formula',
    (separator) => {
      fc.assert(
        fc.property(fc.array(cellValue, { maxLength: 6 }), (cells) => {
          expect(formulaPieces(csvRow(cells), separator)).toEqual([]);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('only adds apostrophes: a comma-separated reader gets the text back, numbers bare', () => {
    fc.assert(
      fc.property(fc.array(cellValue, { minLength: 1, maxLength: 6 }), (cells) => {
        const line = csvRow(cells);
        const read = parseLine(line);
        expect(read).toHaveLength(cells.length);
        read.forEach((got, i) => {
          const value = cells[i];
          if (typeof value === 'number') expect(Number(got)).toBe(value === 0 ? 0 : value);
          else expect(got.replace(/'/g, '')).toBe((value ?? '').replace(/'/g, ''));
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const once = neutraliseFormulas(text);
        expect(neutraliseFormulas(once)).toBe(once);
      }),
    );
  });

  it.each([
    ['Budi;=4+4;', '"Budi;\'=4+4;"'],
    ['Budi,=4+4', '"Budi,\'=4+4"'],
    ['Budi\n@SUM(A1)', '"Budi\n\'@SUM(A1)"'],
    ['x\t+1', '"x\t\'+1"'],
    ['a; "=1', '"a;\' ""=1"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['\uFF1D1+1', '"\'\uFF1D1+1"'],
    ['PT Maju; Tbk', '"PT Maju; Tbk"'],
    ['2026-01-05', '"2026-01-05"'],
  ])('text %j becomes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers bare (negative ones too), nothing for null and non-finite numbers', () => {
    expect(csvRow([-5000, 2.5, 0, null, undefined, Number.NaN, 12n])).toBe('-5000,2.5,0,,,,12');
  });
});
