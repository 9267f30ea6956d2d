import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { islandOf, islands } from "./islands.ts";

describe("the islands' declaration", () => {
  it("has one module under app/ for each island, and no island module it does not declare", () => {
    const modules = readdirSync(new URL("../", import.meta.url), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".island.tsx"),
    );
    expect(modules.map(islandOf).sort()).toEqual(Object.keys(islands).sort());
  });
});
