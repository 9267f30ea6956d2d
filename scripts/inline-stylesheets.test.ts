import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

const files: Record<string, string> = {
  "/assets/root-abc.css": ".a{color:red}\n",
  "/assets/print-def.css": "@media print{.b{display:none}}",
};
const read = (href: string) => {
  const css = files[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("inlineStylesheets", () => {
  it("puts each hashed stylesheet inside the page, in place, named by its href, beside a disabled link to it", () => {
    const html =
      '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-abc.css"/><title>x</title><link rel="stylesheet" href="/assets/print-def.css"/></head>';
    expect(inlineStylesheets(html, read)).toBe(
      '<head><meta charSet="utf-8"/><style data-href="/assets/root-abc.css">.a{color:red}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled=""/><title>x</title><style data-href="/assets/print-def.css">@media print{.b{display:none}}</style><link rel="stylesheet" href="/assets/print-def.css" disabled=""/></head>',
    );
  });

  it("leaves other links alone", () => {
    const html = '<link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="https://example.com/x.css"/>';
    expect(inlineStylesheets(html, read)).toBe(html);
  });

  it("refuses CSS that would close its <style> early", () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" href="/assets/x.css"/>', () => 'a::after{content:"</style>"}'),
    ).toThrow(/<\/style/);
  });
});
