import type { LegalDocument } from "../legal-dates.ts";
import type { SectionKey } from "./outline.ts";

/** A block of legal text, in the inline markup of markup.ts. */
export type Block =
  | { readonly p: string }
  | { readonly ul: readonly string[] }
  | { readonly ol: readonly string[] }
  | { readonly table: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] } }
  /** Rendered by the page from typed data: the fee schedules, the cookie settings button. */
  | { readonly embed: "feeSchedules" | "cookieSettings" };

/** Every string of markup a block holds (an embed holds none): what the tests read and compare. */
export function blockStrings(block: Block): string[] {
  if ("p" in block) return [block.p];
  if ("ul" in block) return [...block.ul];
  if ("ol" in block) return [...block.ol];
  if ("table" in block) return [...block.table.head, ...block.table.rows.flat()];
  return [];
}

export interface Subsection {
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface Section {
  readonly title: string;
  readonly blocks: readonly Block[];
  readonly subsections?: readonly Subsection[];
}

/** One legal document in one language: an introduction and every section of its outline. */
export interface LegalText<Document extends LegalDocument = LegalDocument> {
  readonly intro: readonly Block[];
  readonly sections: { readonly [Key in SectionKey<Document>]: Section };
}

/** A translation says the English version governs; the page shows this above the text. */
export interface LegalTranslation<Document extends LegalDocument = LegalDocument> extends LegalText<Document> {
  readonly languageNotice: string;
}

/** Any document in any language, as the page renders it (sections looked up by outline key). */
export interface RenderableLegalText {
  readonly intro: readonly Block[];
  readonly sections: Readonly<Record<string, Section>>;
  readonly languageNotice?: string;
}
