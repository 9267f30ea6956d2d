// The build's checks read the pages they generate as HTML, with parse5 (the HTML parsing algorithm
// browsers use), never with regular expressions over the markup.
import { type DefaultTreeAdapterMap, parse } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

export interface HtmlElement {
  /** The tag name, lower case. */
  readonly tag: string;
  /** Attributes by name, lower case as HTML has them (`imagesrcset`, not `imageSrcSet`). */
  readonly attrs: Readonly<Record<string, string>>;
  /** The element's own text children joined: a script's or a style's source. */
  readonly text: string;
}

/** Every element of a document, in document order. */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      found.push({
        tag: node.tagName,
        attrs: Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value])),
        text: node.childNodes
          .map((child) => (child.nodeName === "#text" && "value" in child ? child.value : ""))
          .join(""),
      });
    }
    const children =
      "content" in node && node.content ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
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
