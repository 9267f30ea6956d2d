import { useTranslation } from "react-i18next";

/**
 * The final contact section every product page ends with (SPEC.md §2: anchor `final-cta`; the
 * contact page's own section is `contact`). Calls to action scroll here.
 */
export function ContactSection({ id = "final-cta" }: { id?: "final-cta" | "contact" }) {
  const { t } = useTranslation();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-surface-muted">
      <div className="mx-auto max-w-6xl px-6 py-20">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("finalCTA.title")}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t("finalCTA.lead")}</p>
      </div>
    </section>
  );
}
