import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { Namespace } from "../../../site/pages.ts";

export type SectionTone = "light" | "muted" | "dark";

const tones: Record<SectionTone, string> = {
  light: "bg-surface text-ink",
  muted: "bg-surface-muted text-ink",
  dark: "on-night bg-night text-on-night",
};

/** A <section> labelled by its <h2>, its eyebrow, title and lead given or read under `words` in `ns`. */
export function Section({
  id,
  tone = "light",
  ns,
  words,
  eyebrow,
  title,
  lead,
  align = "start",
  children,
  className = "",
}: {
  id?: string;
  tone?: SectionTone;
  ns?: Namespace;
  words?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  /** "center" centres the heading block (for short, standalone sections). */
  align?: "start" | "center";
  children?: ReactNode;
  className?: string;
}) {
  const t = useTranslation(ns).t as unknown as (key: string) => string;
  if (words) [eyebrow, title, lead] = [t(`${words}.eyebrow`), t(`${words}.title`), t(`${words}.lead`)];
  const headingId = `${useId()}-title`;
  const centered = align === "center";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`relative isolate overflow-hidden ${tones[tone]} ${className}`}
    >
      {tone === "dark" ? <div aria-hidden="true" className="bg-dot-grid absolute inset-0 -z-10 opacity-60" /> : null}
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-6 sm:py-28">
        <header className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
          {eyebrow ? (
            <p
              className={`mb-4 text-sm font-semibold tracking-[0.12em] uppercase ${
                tone === "dark" ? "text-accent" : "text-brand-strong"
              }`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="text-display font-bold text-balance">
            {title}
          </h2>
          {lead ? (
            <p className={`mt-5 text-lead text-pretty ${tone === "dark" ? "text-on-night-muted" : "text-ink-muted"}`}>
              {lead}
            </p>
          ) : null}
        </header>
        {children ? <div className="mt-12 sm:mt-16">{children}</div> : null}
      </div>
    </section>
  );
}
