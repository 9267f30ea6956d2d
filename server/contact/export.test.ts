import { describe, expect, it } from "vitest";
import { csvField } from "./export.server.ts";

describe("the CSV export", () => {
  it.each(["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "keeps a spreadsheet from running %j: it starts with an apostrophe",
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, "").startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it("leaves other values as they are, quoting only what RFC 4180 asks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Ñandú 🎟️")).toBe("Ñandú 🎟️");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("a = b")).toBe("a = b");
  });
});
