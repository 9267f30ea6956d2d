import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reactDomVersion, runtimeProblems } from "./client-runtime.ts";

const reactDomClient = readFileSync(
  new URL("../node_modules/react-dom/cjs/react-dom-client.production.js", import.meta.url),
  "utf8",
);

describe("the client runtime check", () => {
  it("fails a bundle without React DOM", () => {
    const problems = runtimeProblems(['import{useState}from"./react.js";export const App=()=>null;']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain(`React DOM ${reactDomVersion} is not in the client bundle`);
  });

  it("fails a bundle where Preact stands in for React, even beside React DOM", () => {
    // The shape of preact/compat's minified code: vnode children and hook state on mangled fields.
    const preactLike = "function d(n){for(var l=0;l<n.__k.length;l++)n.__k[l]&&d(n.__k[l]);n.__H&&n.__H.__.forEach(f)}";
    expect(runtimeProblems([reactDomClient, preactLike])).toEqual(["the client bundle contains preact"]);
  });

  it("accepts React DOM's own production client beside React's own packages", () => {
    const dir = new URL("../node_modules/react/cjs/", import.meta.url);
    const react = readdirSync(dir).map((file) => readFileSync(new URL(file, dir), "utf8"));
    expect(runtimeProblems([reactDomClient, ...react])).toEqual([]);
  });
});
