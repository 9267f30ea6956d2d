import * as RadixDialog from "@radix-ui/react-dialog";
import * as RadixSwitch from "@radix-ui/react-switch";
import { ChevronDown, ShieldCheck, X } from "lucide-react";
import { useId, useState } from "react";
import { choiceButton } from "./button-styles.ts";
import { vendors } from "./consent-controller.ts";
import { useConsentText } from "./consent-words.ts";
import { type Category, categories, type Preferences } from "./model.ts";
import { type InventoryEntry, inventory } from "./vendors.ts";

const entries = inventory(vendors);

/** The cookie documentation of one category (docs/product.md). */
function CookieTable({ category, entries }: { category: Category; entries: readonly InventoryEntry[] }) {
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

function CategoryRow({
  category,
  checked,
  onCheckedChange,
}: {
  category: Category;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const t = useConsentText();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const locked = category === "necessary";
  return (
    <li className="border-b border-line py-4 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-details`}
            onClick={() => setExpanded(!expanded)}
            className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-md px-1 text-left hover:text-brand"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}
            />
            <span id={`${id}-name`}>{t(`categories.${category}.title`)}</span>
          </button>
        </h3>
        <div className="ml-auto flex shrink-0 items-center gap-3">
          {locked ? (
            <span className="text-sm font-semibold text-brand-strong" id={`${id}-locked`}>
              {t("settings.alwaysEnabled")}
            </span>
          ) : null}
          <RadixSwitch.Root
            checked={locked || checked}
            disabled={locked}
            onCheckedChange={onCheckedChange}
            aria-labelledby={`${id}-name`}
            aria-describedby={locked ? `${id}-locked ${id}-description` : `${id}-description`}
            className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-muted transition-colors data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-60"
          >
            <RadixSwitch.Thumb className="pointer-events-none block size-6 translate-x-0 rounded-full bg-surface shadow-thumb transition-transform data-[state=checked]:translate-x-5" />
          </RadixSwitch.Root>
        </div>
      </div>
      <p id={`${id}-description`} className="mt-1 text-sm text-ink-muted">
        {t(`categories.${category}.description`)}
      </p>
      <div id={`${id}-details`} hidden={!expanded} className="mt-3">
        {expanded ? (
          <CookieTable category={category} entries={entries.filter((entry) => entry.category === category)} />
        ) : null}
      </div>
    </li>
  );
}

/** Cookie settings: the overview, a switch per category (necessary locked on), each category's cookies. */
export default function CookieSettingsDialog({
  initial,
  gpc,
  onSave,
  onClose,
  onCloseAutoFocus,
}: {
  initial: Preferences;
  /** The browser sends Global Privacy Control: say that it is honoured. */
  gpc: boolean;
  onSave: (preferences: Preferences) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useConsentText();
  const [preferences, setPreferences] = useState<Preferences>(initial);
  const [overviewExpanded, setOverviewExpanded] = useState(false);
  const overviewId = useId();

  // A modal dialog on Radix (focus trapped, Escape closes); `onCloseAutoFocus` says where focus goes.
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-surface text-ink shadow-card outline-none max-w-2xl"
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <RadixDialog.Title className="text-xl font-semibold text-balance">{t("settings.title")}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t("settings.close")}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-4 pb-2">
            <section aria-labelledby={`${overviewId}-title`}>
              <h3 id={`${overviewId}-title`} className="text-base font-semibold">
                {t("settings.overviewTitle")}
              </h3>
              <div id={`${overviewId}-text`} className="mt-1 space-y-2 text-sm text-ink-muted">
                <p>{t("settings.overview")}</p>
                {overviewExpanded ? <p>{t("settings.overviewMore")}</p> : null}
              </div>
              <button
                type="button"
                aria-expanded={overviewExpanded}
                aria-controls={`${overviewId}-text`}
                onClick={() => setOverviewExpanded(!overviewExpanded)}
                className="mt-1 inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-brand-strong underline underline-offset-4"
              >
                {overviewExpanded ? t("settings.showLess") : t("settings.showMore")}
              </button>
            </section>
            {gpc ? (
              <p className="mt-2 flex gap-3 rounded-xl bg-surface-muted p-4 text-sm text-ink" data-gpc-notice="">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{t("settings.gpcNotice")}</span>
              </p>
            ) : null}
            <ul className="mt-2">
              {categories.map((category) => (
                <CategoryRow
                  key={category}
                  category={category}
                  checked={preferences[category]}
                  onCheckedChange={(checked) => setPreferences({ ...preferences, [category]: checked })}
                />
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">
            <button type="button" className={choiceButton} onClick={() => onSave(preferences)}>
              {t("settings.save")}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
