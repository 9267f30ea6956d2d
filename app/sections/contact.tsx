import { CircleCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { PageHero } from "../components/page-hero.tsx";
import { ScrollButton } from "../components/ui/button.tsx";
import { config } from "../config.ts";

const expectations = ["reply", "walkthrough", "pricing"] as const;

export function ContactHero() {
  const { t } = useTranslation("contact");
  return (
    <PageHero title={t("hero.title")} lead={t("hero.lead")}>
      <div className="flex w-full flex-col gap-8">
        <div>
          <h2 className="sr-only">{t("hero.expectations.label")}</h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {expectations.map((item) => (
              <li key={item} className="flex gap-3 text-on-night">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{t(`hero.expectations.${item}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <ScrollButton target="final-cta" variant="onDark" size="lg">
            {t("hero.cta")}
          </ScrollButton>
          <p className="text-on-night-muted">
            <Trans
              t={t}
              i18nKey="hero.email"
              values={{ email: config.CONTACT_EMAIL }}
              components={[
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
                <a
                  key="email"
                  href={`mailto:${config.CONTACT_EMAIL}`}
                  className="font-semibold text-on-night underline"
                />,
              ]}
            />
          </p>
        </div>
      </div>
    </PageHero>
  );
}
