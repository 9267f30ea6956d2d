import { describe, expect, it } from "vitest";
import type { EnquiryRecord } from "../storage/store.server.ts";
import { sampleEnquiry } from "../testing/sample-enquiry.ts";
import { formulaCells, hostileValues, spreadsheetCells } from "../testing/spreadsheet.ts";
import { csvField, enquiriesCsv, type Separator } from "./export.server.ts";
import { translate } from "./messages.server.ts";

describe("the CSV export", () => {
  it.each([",", ";"] as const)(
    "gives a file separated by %j no formula cell in a spreadsheet that splits on , or ;, by either quoting rule",
    (written: Separator) => {
      const csv = `${hostileValues.map((value) => csvField(value, written)).join(written)}\r\n`;
      for (const separator of [",", ";"] as const) {
        for (const quotes of ["anywhere", "at-start"] as const) {
          expect(formulaCells(spreadsheetCells(csv, separator, quotes)), `${separator} ${quotes}`).toEqual([]);
        }
      }
      // Split on its own separator, the file gives each value back in its cell, apostrophes aside.
      const [cells = []] = spreadsheetCells(csv, written, "at-start");
      expect(cells.map((cell) => cell.replaceAll("'", ""))).toEqual([...hostileValues]);
    },
  );

  it.each([
    ["en", ","],
    ["es", ";"],
  ] as const)(
    "opens in columns in a spreadsheet set to %s, in its words, each value as it was, a long message in one cell",
    (locale, separator) => {
      const t = translate(locale, "admin");
      const message = `${"Pases de temporada. ".repeat(80)}\nY reventa con reglas,\r\n\n; sin trucos.`;
      const enquiry: EnquiryRecord = {
        ...sampleEnquiry({ interest: message, organization: "Estadio, Azteca; Norte = A - B" }),
        status: "answered",
        owner: "ops@keystub.example",
        delivery: {
          status: "failed",
          attempts: 5,
          nextAttemptAt: null,
          sentAt: null,
          lastError: "550",
          sending: false,
        },
        webhooks: [],
      };
      const csv = enquiriesCsv([enquiry], undefined, locale);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const [header = [], row = [], ...rest] = spreadsheetCells(csv.slice(1), separator, "at-start");
      expect(rest).toEqual([]);
      expect(header).toHaveLength(row.length);
      const cell = (key: string) => row[header.indexOf(t(key))];
      expect(cell("fields.interest")).toBe(message);
      expect(cell("fields.organization")).toBe("Estadio, Azteca; Norte = A - B");
      expect(cell("csv.columns.status")).toBe(t("status.answered"));
      expect(cell("csv.columns.delivery")).toBe(t("csv.failed"));
      expect(cell("csv.columns.language")).toBe(locale === "es" ? "español" : "Spanish");
      expect(cell("csv.columns.owner")).toBe("ops@keystub.example");
    },
  );
});
