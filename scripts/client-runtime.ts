// What renders in the browser, read from the built client assets: React DOM, and nothing standing
// in for it. `npm run check:budgets` (part of `npm test`) fails on a build that is not React.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const reactDomVersion: string = require("react-dom/package.json").version;

const quoted = (text: string) => `["'\`]${text.replaceAll(".", "\\.")}["'\`]`;

/** Marks only React DOM's client has: its keys on DOM nodes and the name and version it gives the dev tools. */
const reactDomMarks: Record<string, RegExp> = {
  __reactFiber$: /__reactFiber\$/,
  __reactContainer$: /__reactContainer\$/,
  [`renderer react-dom ${reactDomVersion}`]: new RegExp(
    `version:\\s*${quoted(reactDomVersion)},\\s*rendererPackageName:\\s*${quoted("react-dom")}`,
  ),
};

/** Runtimes that can stand in for React DOM: Preact's mangled vnode fields, children `__k` and hooks `__H`. */
const impostors: Record<string, RegExp> = {
  preact: /\.__k\b[\s\S]*\.__H\b|\.__H\b[\s\S]*\.__k\b/,
};

/** Problems with the client bundle: React DOM missing, or another runtime present. */
export function runtimeProblems(scripts: readonly string[]): string[] {
  const code = scripts.join("\n");
  const problems = Object.entries(reactDomMarks)
    .filter(([, mark]) => !mark.test(code))
    .map(([name]) => `React DOM ${reactDomVersion} is not in the client bundle (no ${name})`);
  for (const [name, mark] of Object.entries(impostors))
    if (mark.test(code)) problems.push(`the client bundle contains ${name}`);
  return problems;
}
