import { useTranslation } from "react-i18next";
import { type LegalDocument, legalDates } from "../../content/legal-dates.ts";
import { localeTags } from "../../site/locales.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { PageHero } from "./page-hero.tsx";

/** A legal page's hero: its title and its date, written in the reader's language and format. */
export function LegalHero({ document }: { document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${legalDates[document]}T00:00:00Z`),
  );
  return <PageHero title={t(`${document}.title`)} lead={t(`${document}.lead`, { date })} />;
}
