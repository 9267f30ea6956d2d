import { Printer } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { type LegalDocument, legalDates } from "../../content/legal-dates.ts";
import { localeTag } from "../../site/locales.ts";
import { useLocale } from "../i18n/use-locale.ts";
import { printAttribute } from "../islands/page-loader.ts";
import { PageHero } from "./page-hero.tsx";
import { Button } from "./ui/button.tsx";

/** A legal page's hero: its title, its date in the reader's format (machine-readable in <time>), a print button. */
export function LegalHero({ document }: { document: LegalDocument }) {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const iso = legalDates[document];
  const date = new Intl.DateTimeFormat(localeTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return (
    <PageHero title={t(`${document}.title`)}>
      <p className="w-full text-lg text-on-night-muted sm:text-xl" data-testid="legal-date">
        <Trans
          t={t}
          i18nKey={`${document}.lead`}
          values={{ date }}
          components={{ time: <time dateTime={iso} className="font-semibold text-on-night" /> }}
        />
      </p>
      <span data-print="hide">
        <Button variant="onDarkOutline" {...{ [printAttribute]: "" }}>
          <Printer aria-hidden="true" className="size-4" />
          {t("print")}
        </Button>
      </span>
    </PageHero>
  );
}
