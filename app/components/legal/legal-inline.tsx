import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatLegalConstant, isLegalConstant } from "../../../content/legal/constants.ts";
import { type InlineNode, parseInline } from "../../../content/legal/markup.ts";
import { sectionAnchor, sectionNumber } from "../../../content/legal/outline.ts";
import type { LegalDocument } from "../../../content/legal-dates.ts";
import { brand } from "../../../site/brand.ts";
import type { PageId } from "../../../site/pages.ts";
import { config } from "../../config.ts";
import { useLocale, usePagePath } from "../../i18n/use-locale.ts";
import { ExternalLink } from "../external-link.tsx";

export const legalLink =
  "font-medium text-brand underline decoration-brand/40 underline-offset-2 transition-colors hover:decoration-brand";

type EmailName = "PRIVACY_EMAIL" | "LEGAL_EMAIL" | "CONTACT_EMAIL";
const emailNames: readonly string[] = ["PRIVACY_EMAIL", "LEGAL_EMAIL", "CONTACT_EMAIL"] satisfies EmailName[];

export function EmailLink({ name }: { name: EmailName }) {
  const address = config[name];
  return (
    <a href={`mailto:${address}`} className={`${legalLink} break-words`}>
      {address}
    </a>
  );
}

/** Renders one string of legal text: its constants, addresses, links and cross-references. */
export function LegalInline({ source, document }: { source: string; document: LegalDocument }) {
  return <InlineNodes nodes={parseInline(source)} document={document} />;
}

function InlineNodes({ nodes, document }: { nodes: readonly InlineNode[]; document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const path = usePagePath();

  const render = (node: InlineNode, index: number): ReactNode => {
    switch (node.type) {
      case "text":
        return node.text;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-ink">
            <InlineNodes nodes={node.children} document={document} />
          </strong>
        );
      case "value":
        if (node.name === "entity") return brand.legalEntity;
        if (!isLegalConstant(node.name)) throw new Error(`Unknown legal constant {{${node.name}}}`);
        // A constant never breaks across lines ("USD 250,000"), and tests find it by its name.
        return (
          <span key={index} data-constant={node.name} className="whitespace-nowrap">
            {formatLegalConstant(node.name, locale)}
          </span>
        );
      case "email":
        if (!emailNames.includes(node.name)) throw new Error(`Unknown e-mail address ${node.name}`);
        return <EmailLink key={index} name={node.name as EmailName} />;
      case "sectionRef":
        return (
          <a key={index} href={`#${sectionAnchor(document, node.key) ?? node.key}`} className={legalLink}>
            {t("sectionRef", { number: sectionNumber(document, node.key) })}
          </a>
        );
      case "link": {
        const { target } = node;
        if (target.kind === "external") {
          return (
            <ExternalLink key={index} href={target.href} className={legalLink}>
              {node.text}
            </ExternalLink>
          );
        }
        if (target.kind === "section") {
          return (
            <a key={index} href={`#${sectionAnchor(document, target.key) ?? target.key}`} className={legalLink}>
              {node.text}
            </a>
          );
        }
        const anchor = target.key ? sectionAnchor(target.page as LegalDocument, target.key) : undefined;
        return (
          <a key={index} href={path(target.page as PageId, anchor)} className={legalLink}>
            {node.text}
          </a>
        );
      }
    }
  };
  return <>{nodes.map(render)}</>;
}
