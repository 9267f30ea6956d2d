// What renders in the browser, read from the built client assets: React DOM, and nothing standing
// in for it. `npm run check:budgets` (part of `npm test`) fails on a build that is not React.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const reactDomVersion: string = require("react-dom/package.json").version;

const quoted = (text: string) => `["'\`]${text.replaceAll(".", "\\.")}["'\`]`;

/**
 * Marks only React DOM's client has: the keys it stores its fibre and root under on DOM nodes,
 * and the name and version it reports to the developer tools (any quotes: minifiers change them).
 */
const reactDomMarks: Record<string, RegExp> = {
  __reactFiber$: /__reactFiber\$/,
  __reactContainer$: /__reactContainer\$/,
  [`renderer react-dom ${reactDomVersion}`]: new RegExp(
    `version:\\s*${quoted(reactDomVersion)},\\s*rendererPackageName:\\s*${quoted("react-dom")}`,
  ),
};

/**
 * Marks of runtimes that can stand in for React DOM (Preact and preact/compat: the mangled vnode
 * fields every build of it reads, children `__k` and hooks `__H`, dozens of times each).
 */
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
