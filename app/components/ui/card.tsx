import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatStat, type PromotionalStat } from "../../../content/promotional-stats.ts";
import { useLocale } from "../../i18n/use-locale.ts";
import { IconTile } from "./icon-tile.tsx";

/** A card; with `href`, a call to action whose link covers the card while only its words name it. */
export function Card({
  icon,
  title,
  children,
  href,
  cta,
  className = "",
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  href?: string;
  cta?: string;
  className?: string;
}) {
  return (
    <article
      className={`group relative flex flex-col rounded-card bg-surface p-6 shadow-card ring-1 ring-line transition-[box-shadow,transform] duration-(--duration-ui) sm:p-8 on-night:bg-night-raised on-night:shadow-none on-night:ring-night-line ${
        href ? "hover:-translate-y-0.5 hover:shadow-raised focus-within:shadow-raised" : ""
      } ${className}`}
    >
      {icon ? <IconTile icon={icon} /> : null}
      <h3 className={`text-title font-semibold text-balance ${icon ? "mt-6" : ""}`}>{title}</h3>
      {children ? <div className="mt-3 text-ink-muted text-pretty on-night:text-on-night-muted">{children}</div> : null}
      {href && cta ? (
        <div className="mt-auto">
          {/* A link to an anchor of the page scrolls there with the page's loader (app/islands/page-loader.inline.ts). */}
          <a
            href={href}
            className="mt-6 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-strong on-night:text-accent after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {cta}
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </a>
        </div>
      ) : null}
    </article>
  );
}

/** A feature in a list: an icon beside a short title and its explanation. */
export function Callout({ icon, title, children }: { icon?: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex gap-5">
      {icon ? <IconTile icon={icon} /> : null}
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-balance">{title}</h3>
        {children ? (
          <div className="mt-2 text-ink-muted text-pretty on-night:text-on-night-muted">{children}</div>
        ) : null}
      </div>
    </div>
  );
}

/** Callouts whose words are `<words>.<key>.title` and `.text` in `ns`. */
export function Callouts({
  ns,
  words,
  items,
}: {
  ns: "music" | "sports" | "download";
  words: string;
  items: readonly { key: string; icon: LucideIcon }[];
}) {
  const t = useTranslation(ns).t as unknown as (key: string) => string;
  return items.map(({ key, icon }) => (
    <Callout key={key} icon={icon} title={t(`${words}.${key}.title`)}>
      {t(`${words}.${key}.text`)}
    </Callout>
  ));
}

/** A promotional figure (docs/product.md), written through the site's formatters in the page's language. */
export function Stat({ stat, label }: { stat: PromotionalStat; label: string }) {
  const locale = useLocale();
  return (
    <div className="border-l-2 border-brand pl-5 on-night:border-accent">
      <p className="text-4xl font-bold tracking-tight text-ink sm:text-5xl on-night:text-on-night">
        {formatStat(stat, locale)}
      </p>
      <p className="mt-2 text-sm text-ink-muted text-pretty on-night:text-on-night-muted">{label}</p>
    </div>
  );
}
