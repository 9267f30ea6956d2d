/**
 * The inline markup of the legal texts: plain prose a lawyer can edit, with a few tokens.
 *
 *   {{minimumAge}}           a constant of constants.ts, printed in the reader's format
 *   {{entity}}, {{brand}}    the legal entity and the product name (site/brand.ts)
 *   {{email:PRIVACY_EMAIL}}  a mailto link to an address of the public configuration
 *   [[arbitration]]          "Section 15", a link to a section of the same document, by key
 *   [text](#key)             a link to a section of the same document (or #questions)
 *   [text](page:terms#key)   a link to a page of the route table, optionally to a section there
 *   [text](https://…)        an external link (opens in a new tab)
 *   **text**                 bold, for defined terms and key clauses (may hold other tokens)
 */
export type InlineNode =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "strong"; readonly children: readonly InlineNode[] }
  | { readonly type: "value"; readonly name: string }
  | { readonly type: "email"; readonly name: string }
  | { readonly type: "sectionRef"; readonly key: string }
  | { readonly type: "link"; readonly text: string; readonly target: LinkTarget };

export type LinkTarget =
  | { readonly kind: "section"; readonly key: string }
  | { readonly kind: "page"; readonly page: string; readonly key?: string }
  | { readonly kind: "external"; readonly href: string };

const token = /\*\*(.+?)\*\*|\{\{\s*(email:)?([A-Za-z_]+)\s*\}\}|\[\[([a-z0-9-]+)\]\]|\[([^\]]+)\]\(([^)\s]+)\)/g;

function linkTarget(raw: string): LinkTarget {
  if (raw.startsWith("#")) return { kind: "section", key: raw.slice(1) };
  if (raw.startsWith("page:")) {
    const [page = "", key] = raw.slice("page:".length).split("#");
    return key ? { kind: "page", page, key } : { kind: "page", page };
  }
  if (/^https:\/\/[^\s/]+/.test(raw)) return { kind: "external", href: raw };
  throw new Error(`Unknown link target "${raw}"`);
}

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    const [whole, strong, isEmail, name, sectionKey, linkText, target] = match;
    if (match.index > last) nodes.push({ type: "text", text: source.slice(last, match.index) });
    if (strong) nodes.push({ type: "strong", children: parseInline(strong) });
    else if (name) nodes.push({ type: isEmail ? "email" : "value", name });
    else if (sectionKey) nodes.push({ type: "sectionRef", key: sectionKey });
    else if (linkText && target) nodes.push({ type: "link", text: linkText, target: linkTarget(target) });
    last = match.index + whole.length;
  }
  if (last < source.length) nodes.push({ type: "text", text: source.slice(last) });
  return nodes;
}

/** Markup characters left in plain text mean a token was mistyped. */
export function strayMarkup(nodes: readonly InlineNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === "strong") return strayMarkup(node.children);
    return node.type === "text" && /\{\{|\}\}|\[\[|\]\]|\]\(|\*\*/.test(node.text) ? [node.text] : [];
  });
}

/** Every node of a tree, depth first. */
export function* walkInline(nodes: readonly InlineNode[]): Generator<InlineNode> {
  for (const node of nodes) {
    yield node;
    if (node.type === "strong") yield* walkInline(node.children);
  }
}
