import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { consentOpenAttribute } from "../../islands/page-loader.ts";
import { Button } from "../ui/button.tsx";

/** Like the footer's "Cookie settings": the page's inline loader answers it by opening the settings. */
export function CookieSettingsButton() {
  const { t } = useTranslation("legal");
  return (
    <div data-print="hide" className="rounded-card bg-surface-muted p-5 ring-1 ring-line sm:p-6">
      <p className="font-semibold text-ink">{t("cookieSettings.title")}</p>
      <p className="mt-1 text-ink-muted">{t("cookieSettings.body")}</p>
      <Button className="mt-4" {...{ [consentOpenAttribute]: "settings" }}>
        <Cookie aria-hidden="true" className="size-4" />
        {t("cookieSettings.button")}
      </Button>
    </div>
  );
}
