// The page's own inline scripts (the font loader, the language redirect, the islands' loader) are
// written to be read in app/: the build minifies them with the same minifier Vite uses for every
// other script (oxc, through Vite's `minifySync`). They are the largest part of a small page beside
// its text and critical CSS, and a small page that fits in a new connection's first round trip
// paints one round trip earlier (docs/decisions/0010-islands.md). The scripts' hashes, which the
// pages' Content-Security-Policy allows, are taken after this step.
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { minifySync } from "vite";

type Node = DefaultTreeAdapterMap["node"];

function* classicInlineScripts(node: Node): Generator<DefaultTreeAdapterMap["textNode"]> {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if ("tagName" in child && child.tagName === "script") {
      const attrs = new Map(child.attrs.map((attr) => [attr.name, attr.value]));
      const text = child.childNodes[0];
      // Only scripts that run, as written here: not JSON data, not speculation rules, not a file.
      if (!attrs.has("src") && !attrs.has("type") && text && text.nodeName === "#text") {
        yield text as DefaultTreeAdapterMap["textNode"];
      }
    }
    yield* classicInlineScripts(child);
  }
}

/** The page with each inline classic script minified in place; nothing else changes. */
export function minifyInlineScripts(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  let result = html;
  const scripts = [...classicInlineScripts(document)];
  for (const text of scripts.reverse()) {
    const location = text.sourceCodeLocation;
    if (!location) continue;
    const { code, errors } = minifySync("inline.js", text.value, { compress: true, mangle: true });
    if (errors.length > 0) throw new Error(`minify-inline: ${errors[0]?.message}`);
    const minified = code.trim();
    if (/<\/script/i.test(minified)) throw new Error('minify-inline: a script came out with "</script"');
    result = result.slice(0, location.startOffset) + minified + result.slice(location.endOffset);
  }
  return result;
}
