import { describe, expect, it } from "vitest";
import { parseInline, strayMarkup } from "./markup.ts";

describe("parseInline", () => {
  it("leaves plain prose as one text node", () => {
    expect(parseInline("All sales are final.")).toEqual([{ type: "text", text: "All sales are final." }]);
  });

  it("reads constants, e-mail addresses and section references", () => {
    expect(parseInline("at least {{minimumAge}} old; write to {{email:LEGAL_EMAIL}}; see [[arbitration]].")).toEqual([
      { type: "text", text: "at least " },
      { type: "value", name: "minimumAge" },
      { type: "text", text: " old; write to " },
      { type: "email", name: "LEGAL_EMAIL" },
      { type: "text", text: "; see " },
      { type: "sectionRef", key: "arbitration" },
      { type: "text", text: "." },
    ]);
  });

  it("reads links to sections, pages, sections of pages and external sites", () => {
    expect(
      parseInline("[ask us](#questions) [terms](page:terms) [roles](page:terms#roles) [GPC](https://gpc.example)"),
    ).toEqual([
      { type: "link", text: "ask us", target: { kind: "section", key: "questions" } },
      { type: "text", text: " " },
      { type: "link", text: "terms", target: { kind: "page", page: "terms" } },
      { type: "text", text: " " },
      { type: "link", text: "roles", target: { kind: "page", page: "terms", key: "roles" } },
      { type: "text", text: " " },
      { type: "link", text: "GPC", target: { kind: "external", href: "https://gpc.example" } },
    ]);
  });

  it("reads tokens inside bold text", () => {
    expect(parseInline("**the greater of {{liabilityFloor}} or more**")).toEqual([
      {
        type: "strong",
        children: [
          { type: "text", text: "the greater of " },
          { type: "value", name: "liabilityFloor" },
          { type: "text", text: " or more" },
        ],
      },
    ]);
  });

  it("refuses a link target it does not know, and insecure external links", () => {
    expect(() => parseInline("[x](/terms)")).toThrow(/Unknown link target/);
    expect(() => parseInline("[x](http://example.com)")).toThrow(/Unknown link target/);
  });

  it("reports markup left over from a mistyped token", () => {
    expect(strayMarkup(parseInline("see [[Arbitration]] and {{ minimum-age }}"))).toHaveLength(1);
    expect(strayMarkup(parseInline("**bold** and {{fine}}"))).toEqual([]);
  });
});
