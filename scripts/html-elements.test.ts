import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { htmlElements, inlineScriptHashes } from "./html-elements.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("reading a generated page as HTML", () => {
  const page = [
    "<!DOCTYPE html><html><head>",
    '<script>window.a = "<\\/script>";</script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<link rel="preload" as="image" imageSrcSet="/a.avif 800w, /b.avif 1600w">',
    "</head><body><script>1</script><script>1</script></body></html>",
  ].join("");

  it("hashes each distinct inline script that runs, and no data block or external script", () => {
    expect(inlineScriptHashes(page, sha256)).toEqual([
      `sha256-${sha256('window.a = "<\\/script>";')}`,
      `sha256-${sha256("1")}`,
    ]);
  });

  it("names attributes as HTML does", () => {
    const preload = htmlElements(page).find((element) => element.tag === "link");
    expect(preload?.attrs.imagesrcset).toBe("/a.avif 800w, /b.avif 1600w");
  });
});
