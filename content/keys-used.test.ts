import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { leaves } from "../server/testing/dictionary-leaves.ts";
import { namespaces } from "../site/pages.ts";
import { readOwnDictionary } from "./dictionaries.ts";

describe("the keys the code uses", () => {
  const sources = readdirSync(new URL("../app/", import.meta.url).pathname, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => ({ file, code: readFileSync(new URL(`../app/${file}`, import.meta.url), "utf8") }));
  // The pages' namespaces, and the team's inbox (app/admin/), which no page carries.
  const keys = (namespace: string) => leaves(readOwnDictionary("en", namespace)).map(([key]) => key);
  const english = Object.fromEntries([...namespaces, "admin"].map((namespace) => [namespace, keys(namespace)]));

  it("exist in the namespaces each file asks for", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { file, code } of sources) {
      const declared = [...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")?/g)].flatMap((match) =>
        match[1] ? [...match[1].matchAll(/"([^"]+)"/g)].map((m) => m[1] as string) : ["common"],
      );
      // An island takes its words from the page as props, and names where they come from in a
      // comment: 'Its words are the "pricing" translations'.
      const given = [...code.matchAll(/Its words are the "([a-z-]+)" translations/g)].map(
        (match) => match[1] as string,
      );
      // The consent flow reads its words with useConsentText() (app/consent/consent-words.ts).
      if (code.includes("useConsentText()")) given.push("consent");
      // The team's inbox (app/admin/) speaks admin.json's words.
      if (file.startsWith("admin/")) given.push("admin");
      const fileNamespaces = declared.length || given.length ? [...declared, ...given] : ["common"];
      for (const [, key] of code.matchAll(/\bt\(\s*"([^"]+)"/g)) {
        if (!key) continue;
        checked++;
        const [namespace, path] = key.includes(":") ? key.split(":") : [undefined, key];
        const candidates = namespace ? [namespace] : fileNamespaces;
        const found = candidates.some((ns) => english[ns]?.some((k) => k === path || k.startsWith(`${path}_`)));
        if (!found) missing.push(`${file}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
