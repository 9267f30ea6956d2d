import { describe, expect, it } from "vitest";
import { formulaCells, hostileValues, spreadsheetCells } from "../testing/spreadsheet.ts";
import { csvField } from "./export.server.ts";

describe("the CSV export", () => {
  it.each(["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\tcmd", "\rcmd", "＝1+1", "＋1", "－1", "＠SUM(A1)"])(
    "keeps a spreadsheet from running %j: it starts with an apostrophe",
    (value) => {
      expect(csvField(value)).toBe(`"'${value}"`);
    },
  );

  it("puts an apostrophe before a formula sign after a semicolon or a line break, where a spreadsheet may start a cell", () => {
    expect(csvField("Org;=2*3;")).toBe(`"Org;'=2*3;"`);
    expect(csvField('Org; "=2*3')).toBe(`"Org;' ""=2*3"`);
    expect(csvField("We need:\n- passes")).toBe(`"We need:\n'- passes"`);
  });

  it("quotes every value and leaves its text as it is otherwise", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField("Ñandú 🎟️")).toBe('"Ñandú 🎟️"');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("a = b; c - d")).toBe('"a = b; c - d"');
    expect(csvField("")).toBe('""');
  });

  it.each([",", ";"] as const)(
    "gives no formula cell to a spreadsheet that splits on %j, by either quoting rule",
    (separator) => {
      const csv = `${hostileValues.map(csvField).join(",")}\r\n`;
      for (const quotes of ["anywhere", "at-start"] as const) {
        expect(formulaCells(spreadsheetCells(csv, separator, quotes)), quotes).toEqual([]);
      }
      // Split on its own separator, the file gives each value back in its cell, apostrophes aside.
      if (separator === ",") {
        const [cells = []] = spreadsheetCells(csv, ",", "at-start");
        expect(cells.map((cell) => cell.replaceAll("'", ""))).toEqual([...hostileValues]);
      }
    },
  );
});
