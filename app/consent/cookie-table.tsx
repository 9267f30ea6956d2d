import { useConsentText } from "./consent-words.ts";
import type { Category } from "./model.ts";
import type { InventoryEntry } from "./vendors.ts";

/** The cookie documentation of one category (docs/product.md). */
export function CookieTable({ category, entries }: { category: Category; entries: readonly InventoryEntry[] }) {
  const t = useConsentText();
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{t("settings.noCookies")}</p>;
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">
        {t("settings.table.caption", { category: t(`categories.${category}.title`) })}
      </caption>
      <thead>
        <tr className="border-b border-line text-xs text-ink-muted">
          <th scope="col" className="w-[44%] py-2 pr-3 font-semibold sm:w-[36%]">
            {t("settings.table.name")}
          </th>
          <th scope="col" className="hidden w-[22%] py-2 pr-3 font-semibold sm:table-cell">
            {t("settings.table.duration")}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t("settings.table.description")}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.kind}:${entry.name}`} className="border-b border-line/70 align-top last:border-0">
            <th scope="row" className="py-2 pr-3 font-normal">
              <code className="font-mono text-xs font-semibold break-all text-ink">{entry.name}</code>
              <span className="block text-xs text-ink-muted">{t(`kinds.${entry.kind}`)}</span>
              {/* Narrow screens have no room for a duration column: the duration goes under the name. */}
              <span className="mt-1 block text-xs text-ink-muted sm:hidden">{t(`durations.${entry.duration}`)}</span>
            </th>
            <td className="hidden py-2 pr-3 text-ink-muted sm:table-cell">{t(`durations.${entry.duration}`)}</td>
            <td className="py-2 text-ink-muted">
              {entry.description === "categoryCookie"
                ? t("entries.categoryCookie", { category: t(`categories.${entry.subject as Category}.title`) })
                : t(`entries.${entry.description}`, { host: entry.subject ?? "" })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
