import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { islandSources, islands } from "./registry.ts";

describe("the islands' registry", () => {
  it("names, for each island, the module its loader imports", () => {
    const source = readFileSync(new URL("./registry.ts", import.meta.url), "utf8");
    for (const [name, path] of Object.entries(islandSources)) {
      const loader = new RegExp(
        `"${name}": \\(\\) =>\\s*import\\("\\.\\./${path.slice("app/".length).replaceAll(".", "\\.")}"\\)`,
      );
      expect(source, name).toMatch(loader);
    }
    expect(Object.keys(islandSources).sort()).toEqual(Object.keys(islands).sort());
  });
});
