import { describe, expect, it } from "vitest";
import { pageModules, staticImports } from "./check-budgets.ts";

describe("the modules a page runs before it is interactive", () => {
  it("reads a built chunk's static imports, not its import()s", () => {
    const source =
      'import{a as e,b as t}from"./jsxRuntime-1.js";import"./side-2.js";const x=()=>import("./lazy-3.js");export{e};';
    expect(staticImports(source, "/assets/page-0.js")).toEqual(["/assets/jsxRuntime-1.js", "/assets/side-2.js"]);
  });

  it("follows the page's preloads, scripts and bootstrap imports through the module graph", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": 'import{x}from"./react-dom.js";import("./later.js");',
      "/assets/react-dom.js": 'import"./runtime.js";',
      "/assets/runtime.js": "",
      "/assets/root.js": 'import{y}from"./runtime.js";',
      "/assets/old.js": "",
    };
    const html =
      '<link rel="modulepreload" href="/assets/old.js"/><script type="module">const [a]=await Promise.all([import("/assets/root.js")]);import("/assets/entry.js");</script>';
    expect(pageModules(html, (url) => files[url] ?? "").sort()).toEqual([
      "/assets/entry.js",
      "/assets/old.js",
      "/assets/react-dom.js",
      "/assets/root.js",
      "/assets/runtime.js",
    ]);
  });
});
