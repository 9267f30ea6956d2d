import { useTranslation } from "react-i18next";
import { ExternalLink } from "../components/external-link.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { config } from "../config.ts";

export default function HomePage() {
  const { t } = useTranslation(["home", "common"]);
  return (
    <PageHero title={t("hero.heading1")} lead={t("hero.subtitle")}>
      <ExternalLink
        href={config.APP_LOGIN_URL}
        className="rounded-full bg-accent px-6 py-3 font-semibold text-night transition-colors hover:bg-white"
      >
        {t("common:navigation.loginSignUp")}
      </ExternalLink>
    </PageHero>
  );
}
