// The build's checks read the pages they generate as HTML, with parse5 (the HTML parsing algorithm
// browsers use), never with regular expressions over the markup.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

/**
 * Every element of a document, in document order: its tag, its attributes by name (lower case as HTML
 * has them: `imagesrcset`) and its own text (a script's or a style's source).
 */
export function htmlElements(html: string) {
  const found: DefaultTreeAdapterMap["element"][] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) found.push(node);
    const children =
      "content" in node && node.content ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found.map((node) => ({
    tag: node.tagName,
    attrs: Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value])),
    text: node.childNodes.map((child) => (child.nodeName === "#text" && "value" in child ? child.value : "")).join(""),
  }));
}

/** The CSP source tokens ("sha256-…") of a document's inline scripts that run (not JSON, not `src`). */
export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[] {
  const hashes = new Set<string>();
  for (const element of htmlElements(html)) {
    if (element.tag !== "script" || "src" in element.attrs) continue;
    if (/^application\/(ld\+)?json$/.test(element.attrs.type ?? "")) continue;
    hashes.add(`sha256-${sha256Base64(element.text)}`);
  }
  return [...hashes];
}
