import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { designLinks, faviconHref } from "./icons.ts";

const root = join(import.meta.dirname, "../..");

describe("the design's icons", () => {
  it("the favicon is public/favicon.svg inside the page, as a data URL", () => {
    const svg = readFileSync(join(root, "public/favicon.svg"), "utf8").trim();
    expect(faviconHref.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(faviconHref.slice("data:image/svg+xml,".length))).toBe(svg);
    expect(designLinks.find((link) => link.rel === "icon")?.href).toBe(faviconHref);
  });

  it("search engines still find an icon at a URL: the touch icon, a file of the build", () => {
    const touch = designLinks.find((link) => link.rel === "apple-touch-icon");
    expect(touch?.href).toMatch(/^\/icons\/.+\.png$/);
  });
});
