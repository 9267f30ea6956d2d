import { describe, expect, it } from "vitest";
import { type Locale, locales } from "../../site/locales.ts";
import { pageIds } from "../../site/pages.ts";
import { type LegalDocument, legalDates } from "../legal-dates.ts";
import { constantsByDocument, isLegalConstant } from "./constants.ts";
import { type Block, blockStrings, type LegalText, type Section } from "./document.ts";
import { loadLegalText } from "./index.ts";
import { type InlineNode, parseInline, strayMarkup, walkInline } from "./markup.ts";
import { outlines, questionsAnchor } from "./outline.ts";

const documents = Object.keys(legalDates) as LegalDocument[];

function sectionBlocks(section: Section): Block[] {
  return [...section.blocks, ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks)];
}

function allStrings(text: LegalText & { languageNotice?: string }): string[] {
  return [
    ...(text.languageNotice ? [text.languageNotice] : []),
    ...text.intro.flatMap(blockStrings),
    ...Object.values<Section>(text.sections).flatMap((section) => [
      section.title,
      ...(section.subsections ?? []).map((subsection) => subsection.title),
      ...sectionBlocks(section).flatMap(blockStrings),
    ]),
  ];
}

/** What a string refers to, independent of its language: constants, addresses, links, references. */
function references(source: string): string[] {
  return [...walkInline(parseInline(source))]
    .flatMap((node: InlineNode) => {
      if (node.type === "value" || node.type === "email") return [`${node.type}:${node.name}`];
      if (node.type === "sectionRef") return [`ref:${node.key}`];
      return node.type === "link" ? [`link:${JSON.stringify(node.target)}`] : [];
    })
    .sort();
}

/** The shape of a block: its kind, its size and the references of each of its strings. */
function shape(block: Block): unknown {
  if ("embed" in block) return { embed: block.embed };
  if ("table" in block) {
    return { table: block.table.head.length, rows: block.table.rows.map((row) => row.map(references)) };
  }
  const kind = "p" in block ? "p" : "ul" in block ? "ul" : "ol";
  return { [kind]: blockStrings(block).map(references) };
}

const texts = new Map<string, LegalText & { languageNotice?: string }>();
for (const document of documents) {
  for (const locale of locales) texts.set(`${document}.${locale}`, await loadLegalText(document, locale));
}
const textOf = (document: LegalDocument, locale: Locale) => texts.get(`${document}.${locale}`) as LegalText;

describe.each(documents)("the %s document", (document) => {
  it.each(locales)(
    "in %s writes every section of the outline in order, every constant the product states, no mistyped markup, and every token resolves",
    (locale) => {
      expect(Object.keys(textOf(document, locale).sections)).toEqual([...outlines[document]]);
      const used = allStrings(textOf(document, locale)).flatMap(references);
      for (const name of constantsByDocument[document]) expect(used, name).toContain(`value:${name}`);
      const problems: string[] = [];
      for (const source of allStrings(textOf(document, locale))) {
        const nodes = parseInline(source);
        problems.push(...strayMarkup(nodes).map((text) => `stray markup: ${text}`));
        for (const node of walkInline(nodes)) {
          if (node.type === "value" && !isLegalConstant(node.name) && node.name !== "entity") {
            problems.push(`unknown value {{${node.name}}}`);
          }
          if (node.type === "email" && !["PRIVACY_EMAIL", "LEGAL_EMAIL", "CONTACT_EMAIL"].includes(node.name))
            problems.push(`unknown address ${node.name}`);
          if (node.type === "sectionRef" && !(outlines[document] as readonly string[]).includes(node.key)) {
            problems.push(`unknown section [[${node.key}]]`);
          }
          if (node.type !== "link") continue;
          const { target } = node;
          if (target.kind === "section" && target.key !== questionsAnchor) {
            if (!(outlines[document] as readonly string[]).includes(target.key))
              problems.push(`no section #${target.key}`);
          }
          if (target.kind === "page") {
            if (!(pageIds as string[]).includes(target.page)) problems.push(`no page ${target.page}`);
            else if (target.key) {
              const outline = outlines[target.page as LegalDocument] as readonly string[] | undefined;
              if (!outline?.includes(target.key)) problems.push(`no section ${target.page}#${target.key}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("is the same document in Spanish: same sections, blocks, constants, links and references", () => {
    const en = textOf(document, "en");
    const es = textOf(document, "es");
    expect(es.intro.map(shape)).toEqual(en.intro.map(shape));
    for (const key of outlines[document]) {
      const enSection = (en.sections as Record<string, Section>)[key] as Section;
      const esSection = (es.sections as Record<string, Section>)[key] as Section;
      expect(esSection.subsections?.length, key).toEqual(enSection.subsections?.length);
      expect(sectionBlocks(esSection).map(shape), key).toEqual(sectionBlocks(enSection).map(shape));
    }
  });
});
