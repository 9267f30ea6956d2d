// A CSV file as a spreadsheet splits it into cells, for the export's tests: on "," or on ";"
// (Excel in Spanish, say), and by either of the two quoting rules readers follow.

/**
 * - "anywhere": a quote opens or closes quoted text wherever it stands in a cell;
 * - "at-start": only a quote that begins a cell opens quoted text; after it closes, the cell goes
 *   on to the next separator with every character as it is (Python's csv module reads this way).
 *
 * Either way `""` inside quoted text is one quote, and the separator and line breaks split only
 * outside quoted text.
 */
export type QuoteRule = "anywhere" | "at-start";

export function spreadsheetCells(csv: string, separator: "," | ";", quotes: QuoteRule): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let atStart = true;
  const endCell = () => {
    row.push(cell);
    cell = "";
    atStart = true;
  };
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index] ?? "";
    if (quoted) {
      if (char !== '"') cell += char;
      else if (csv[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
      continue;
    }
    if (char === '"' && (quotes === "anywhere" || atStart)) {
      quoted = true;
      atStart = false;
    } else if (char === separator) endCell();
    else if (char === "\r" || char === "\n") {
      if (char === "\r" && csv[index + 1] === "\n") index++;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (cell !== "" || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The cells a spreadsheet would run as a formula: their first character, after any spaces, is a formula sign. */
export function formulaCells(rows: readonly (readonly string[])[]): string[] {
  return rows.flat().filter((cell) => /^ *[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell));
}

/** Values a visitor could type to make a spreadsheet run something, each in one of the ways it could be read. */
export const hostileValues = [
  "=1+1",
  "+1+1",
  "-1+1",
  "@SUM(A1)",
  "\tcmd",
  "\rcmd",
  "\uFF1D1+1",
  "\uFF0B1",
  "\uFF0D1",
  "\uFF20SUM(A1)",
  "Org;=2*3;",
  "Org; ＝2*3",
  'Org;"=2*3',
  "Two lines\n=2*3",
  'Ada, "A";-1',
  '=HYPERLINK("http://evil.example","x")',
] as const;
