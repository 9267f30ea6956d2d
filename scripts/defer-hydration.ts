// The first paint comes before the JavaScript (issue "Instant on a phone", docs/decisions/0005).
//
// React Router ends each prerendered page with module preloads (hoisted into <head>) and a module
// script that imports the manifest and the route modules, then the client entry. On a phone's
// network those ~25 requests share the link with the stylesheet, the font and the hero picture,
// and the first paint of a page that is already whole in its HTML waits for bandwidth it does not
// need. Here the preloads go, and the script asks for the same modules only once the page has
// painted, and its hero picture too where it has one (at once in a hidden tab, which paints
// nothing). Hydration then starts a few round trips later; what it hydrates was on screen all
// along.

import { firstPaintSnippet } from "../site/first-paint.ts";

const preloadLink = /<link rel="modulepreload" href="[^"]+"\/>/g;
const bootstrapScript = /<script type="module" async="">([^<]*)<\/script>/g;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;

/** Rewrites React Router's bootstrap module script; throws when it no longer has the shape this expects. */
export function deferredBootstrap(source: string): string {
  const lines = source
    .split(/(?<=;)\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
  const modules: { url: string; name?: string }[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    const bare = sideEffectImport.exec(line);
    const named = namespaceImport.exec(line);
    if (rest.length === 0 && bare) modules.push({ url: bare[1] as string });
    else if (rest.length === 0 && named) modules.push({ name: named[1] as string, url: named[2] as string });
    else rest.push(line);
  }
  const body = rest.join("");
  if (
    modules.length === 0 ||
    !/^(?:const \w+ = \{[.\w,]*\};)*window\.__reactRouterRouteModules = \{[^}]*\};import\("[^"]+"\);$/.test(body)
  ) {
    throw new Error(`React Router's bootstrap script changed shape; defer-hydration.ts needs updating:\n${source}`);
  }
  const imports = modules.map((module) => `import(${JSON.stringify(module.url)})`).join(",");
  const bindings = modules.map((module) => module.name ?? "").join(",");
  return [
    "let started=false;",
    "const start=async()=>{if(started)return;started=true;",
    `const [${bindings}]=await Promise.all([${imports}]);`,
    body,
    "};",
    // After a painted frame; then, where the page has a hero picture, after it has loaded and
    // painted too (at most 3 s): the largest thing on a phone's screen gets the link to itself.
    firstPaintSnippet,
    "const hero=document.querySelector('img[fetchpriority=\"high\"]');",
    "const loaded=()=>new Promise(r=>{if(!hero||hero.complete)return r();",
    'hero.addEventListener("load",r,{once:true});hero.addEventListener("error",r,{once:true});setTimeout(r,3000)});',
    'if(document.visibilityState==="hidden")start();',
    "else new Promise(afterFirstPaint).then(loaded).then(painted).then(start);",
  ].join("");
}

/** A prerendered page with its module preloads dropped and its bootstrap deferred past the first paint. */
export function deferHydration(html: string): string {
  let found = 0;
  const rewritten = html.replace(bootstrapScript, (_, source: string) => {
    found++;
    return `<script type="module">${deferredBootstrap(source)}</script>`;
  });
  if (found !== 1) throw new Error(`expected one React Router bootstrap script, found ${found}`);
  return rewritten.replace(preloadLink, "");
}
