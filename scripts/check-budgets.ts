// The size budgets (docs/decisions/0006-react-in-the-browser.md), checked on the build: what each
// page makes the browser download before it is interactive, compressed as the server sends it
// (brotli). Prints a table and exits non-zero when a budget is exceeded; Lighthouse timings are
// `npm run bench`. The html column is the first response, the page's critical CSS inside it; the
// css column is the full stylesheets, fetched once the page has painted (scripts/paint-first.ts);
// the i18n column is the translation files the client entry loads before hydrating.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { allPagePaths, defaultNamespace, pageFile, resolvePath } from "../site/pages.ts";
import { budgets } from "./budgets.ts";
import { runtimeProblems } from "./client-runtime.ts";
import { htmlElements } from "./html-elements.ts";

const client = join(process.env.BUILD_DIR || "build", "client");

/** Bytes on the wire: the brotli copy where the server has one, else the file itself. */
function transferSize(urlPath: string): number {
  const file = join(client, decodeURIComponent(urlPath.split("?")[0] ?? ""));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (!existsSync(file)) throw new Error(`${urlPath} is referenced but not in the build`);
  return statSync(file).size;
}

interface PageWeight {
  path: string;
  html: number;
  javascript: number;
  /** The page's full stylesheets, fetched after the first paint. */
  css: number;
  /** The translation files the client entry loads before hydrating (app/entry.client.tsx). */
  translations: number;
  preloaded: number;
  /** The smallest AVIF of the hero picture the page preloads, if it has one. */
  phoneHero?: { url: string; bytes: number };
  /** What is wrong with the runtime the page hydrates with (scripts/client-runtime.ts). */
  runtime: string[];
}

/** The static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`), not its `import()`s. */
export function staticImports(source: string, url: string): string[] {
  const found = [...source.matchAll(/import\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)];
  return found.map((match) => new URL(match[1] as string, `http://site${url}`).pathname);
}

/**
 * Every module a page runs before it is interactive: the ones its HTML names (module preloads,
 * script sources, the bootstrap's imports) and, transitively, their static imports. What loads
 * later by `import()` (consent dialogs, carousel engine, contact form) is not counted.
 */
export function pageModules(html: string, read: (url: string) => string): string[] {
  const elements = htmlElements(html);
  const scripts = elements.filter((element) => element.tag === "script");
  const pending = [
    ...elements.filter((element) => element.tag === "link" && element.attrs.rel === "modulepreload"),
    ...scripts.filter((element) => element.attrs.src?.startsWith("/")),
  ].map((element) => (element.attrs.href ?? element.attrs.src) as string);
  // The imports of the inline bootstrap: JavaScript, read as such.
  for (const { text } of scripts) {
    for (const match of text.matchAll(/import\s*\(?\s*(?:[^"'()]*from\s*)?["'](\/assets\/[^"']+)["']/g)) {
      pending.push(match[1] as string);
    }
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    pending.push(...staticImports(read(url), url));
  }
  return [...seen];
}

function translationFiles(path: string): string[] {
  const { locale, namespaces } = resolvePath(path);
  return [defaultNamespace, ...namespaces].map((namespace) => `/locales/${locale}/${namespace}.json`);
}

function weigh(path: string): PageWeight {
  const file = join(client, pageFile(path));
  const html = readFileSync(file, "utf8");
  const links = htmlElements(html).filter((element) => element.tag === "link");
  const hrefs = (rel: string) =>
    links
      .filter((link) => link.attrs.rel === rel && link.attrs.href?.startsWith("/"))
      .map((link) => link.attrs.href as string);
  const scripts = pageModules(html, (url) => readFileSync(join(client, url), "utf8"));
  const stylesheets = hrefs("stylesheet");
  const preloads = hrefs("preload");
  const sum = (list: string[]) => [...new Set(list)].reduce((total, url) => total + transferSize(url), 0);
  const heroSet = links.find(
    (link) => link.attrs.rel === "preload" && link.attrs.as === "image" && link.attrs.type === "image/avif",
  )?.attrs.imagesrcset;
  const phoneHero = heroSet
    ?.split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width)
    .map(({ url }) => ({ url, bytes: transferSize(url) }))[0];
  return {
    path,
    html: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size,
    javascript: sum(scripts),
    css: sum(stylesheets),
    translations: sum(translationFiles(path)),
    preloaded: sum(preloads),
    phoneHero,
    runtime: runtimeProblems(scripts.map((url) => readFileSync(join(client, url), "utf8"))),
  };
}

if (import.meta.main) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const weights = allPagePaths().map(weigh);
  const failures: string[] = [];
  console.log(
    `${"page".padEnd(32)}${"html".padStart(9)}${"js".padStart(9)}${"css".padStart(9)}${"i18n".padStart(9)}${"preload".padStart(9)}${"total".padStart(9)}${"hero".padStart(9)}`,
  );
  for (const weight of weights) {
    const total = weight.html + weight.javascript + weight.css + weight.translations + weight.preloaded;
    console.log(
      `${weight.path.padEnd(32)}${kb(weight.html)}${kb(weight.javascript)}${kb(weight.css)}${kb(weight.translations)}${kb(weight.preloaded)}${kb(total)}${weight.phoneHero ? kb(weight.phoneHero.bytes) : "".padStart(9)}`,
    );
    for (const problem of weight.runtime) failures.push(`${weight.path}: ${problem}`);
    if (weight.phoneHero && weight.phoneHero.bytes > budgets.phoneHero)
      failures.push(
        `${weight.path}: phone hero ${weight.phoneHero.url} ${kb(weight.phoneHero.bytes)} > ${kb(budgets.phoneHero)}`,
      );
    if (weight.javascript > budgets.javascript)
      failures.push(`${weight.path}: JavaScript ${kb(weight.javascript)} > ${kb(budgets.javascript)}`);
    if (weight.css > budgets.css) failures.push(`${weight.path}: CSS ${kb(weight.css)} > ${kb(budgets.css)}`);
    if (resolvePath(weight.path).page === "home" && total > budgets.homeTotal) {
      failures.push(`${weight.path}: total before interaction ${kb(total)} > ${kb(budgets.homeTotal)}`);
    }
  }
  if (failures.length) {
    console.error(`Size budgets exceeded:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-budgets: ${weights.length} pages hydrate with React DOM and are within budget (JS ${kb(budgets.javascript)}, CSS ${kb(budgets.css)}, home ${kb(budgets.homeTotal)}, phone hero ${kb(budgets.phoneHero)})`,
  );
}
