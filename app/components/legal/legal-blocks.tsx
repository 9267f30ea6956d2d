import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Block } from "../../../content/legal/document.ts";
import type { LegalDocument } from "../../../content/legal-dates.ts";
import { consentOpenAttribute } from "../../islands/page-loader.ts";
import { FeeScheduleTables } from "../pricing/fee-schedule-tables.tsx";
import { Button } from "../ui/button.tsx";
import { LegalInline } from "./legal-inline.tsx";

/** The blocks of a section of legal text, in reading typography. */
export function LegalBlocks({ blocks, document }: { blocks: readonly Block[]; document: LegalDocument }) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static text in a fixed order; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <LegalBlock key={index} block={block} document={document} />
      ))}
    </>
  );
}

function LegalBlock({ block, document }: { block: Block; document: LegalDocument }) {
  const { t } = useTranslation("legal");
  if ("p" in block) {
    return (
      <p>
        <LegalInline source={block.p} document={document} />
      </p>
    );
  }
  if ("ul" in block || "ol" in block) {
    const items = "ul" in block ? block.ul : block.ol;
    const List = "ul" in block ? "ul" : "ol";
    return (
      <List className={`space-y-2 pl-6 ${"ul" in block ? "list-disc" : "list-decimal"} marker:text-ink-muted`}>
        {items.map((item) => (
          <li key={item} className="pl-1">
            <LegalInline source={item} document={document} />
          </li>
        ))}
      </List>
    );
  }
  if ("table" in block) {
    const { head, rows } = block.table;
    // A table of three columns is unreadable at phone width; there each row becomes a small card
    // of labelled values. Only one of the two is displayed, so assistive technology meets one.
    return (
      <>
        <div className="hidden overflow-x-auto rounded-xl border border-line sm:block">
          <table className="w-full border-collapse text-left text-sm leading-relaxed">
            <thead className="bg-surface-muted text-ink">
              <tr>
                {head.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-2.5 align-bottom font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.join("|")} className="align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={cell} scope="row" className="px-4 py-3 font-medium text-ink">
                        <LegalInline source={cell} document={document} />
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={index} className="px-4 py-3 text-ink-muted">
                        <LegalInline source={cell} document={document} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 sm:hidden">
          {rows.map((row) => (
            <li key={row.join("|")} className="rounded-xl border border-line p-4 text-sm leading-relaxed">
              <p className="font-semibold text-ink">
                <LegalInline source={row[0] ?? ""} document={document} />
              </p>
              <dl className="mt-2 space-y-2">
                {row.slice(1).map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <div key={index}>
                    <dt className="text-xs font-semibold tracking-wide text-ink uppercase">{head[index + 1]}</dt>
                    <dd className="text-ink-muted">
                      <LegalInline source={cell} document={document} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (block.embed === "feeSchedules") return <FeeScheduleTables />;
  // Like the footer's "Cookie settings": the page's loader answers it by opening the settings.
  return (
    <div data-print="hide" className="rounded-card bg-surface-muted p-5 ring-1 ring-line sm:p-6">
      <p className="font-semibold text-ink">{t("cookieSettings.title")}</p>
      <p className="mt-1 text-ink-muted">{t("cookieSettings.body")}</p>
      <Button className="mt-4" {...{ [consentOpenAttribute]: "settings" }}>
        <Cookie aria-hidden="true" className="size-4" />
        {t("cookieSettings.button")}
      </Button>
    </div>
  );
}
