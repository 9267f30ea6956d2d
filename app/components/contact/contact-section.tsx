import { useTranslation } from "react-i18next";
import { contactFunctionPath } from "../../../site/contact-fields.ts";
import { config } from "../../config.ts";
import { useCurrentPage, useLocale, usePagePath } from "../../i18n/use-locale.ts";
import { Island } from "../../islands/island.tsx";
import ContactForm from "./contact-form.island.tsx";

/** The closing contact section (anchor `final-cta`, docs/product.md) with the enquiry form's island. */
export function ContactSection() {
  const id = "final-cta";
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const pagePath = usePagePath();
  const current = useCurrentPage();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-20 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("finalCTA.title")}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-ink-muted text-pretty">{t("finalCTA.lead")}</p>
        </div>
        <Island
          component={ContactForm}
          props={{
            words: { finalCTA: i18n.getResource(locale, "common", "finalCTA") as object },
            locale,
            page: pagePath(current === "notFound" ? "home" : current),
            action: `${config.BACKEND_URL ?? ""}${contactFunctionPath}`,
            privacyPath: pagePath("privacy"),
          }}
        />
      </div>
    </section>
  );
}
