import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { openCookieSettingsEvent } from "../site-footer.tsx";

/**
 * The privacy policy's way into the cookie settings (issue 7): the same request the footer's
 * "Cookie settings" link sends, which the consent flow answers by opening its settings.
 */
export function CookieSettingsButton() {
  const { t } = useTranslation("legal");
  return (
    <div data-print="hide" className="not-prose rounded-2xl border border-line bg-surface-muted p-5 sm:p-6">
      <p className="font-semibold text-ink">{t("cookieSettings.title")}</p>
      <p className="mt-1 text-ink-muted">{t("cookieSettings.body")}</p>
      <button
        type="button"
        onClick={() => window.dispatchEvent(new CustomEvent(openCookieSettingsEvent))}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-strong"
      >
        <Cookie aria-hidden="true" className="size-4" />
        {t("cookieSettings.button")}
      </button>
    </div>
  );
}
