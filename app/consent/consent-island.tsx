import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { localeFromPath } from "../../site/locales.ts";
import { prepareNavigation } from "../i18n/instance.ts";
import { consentNamespaces } from "../i18n/translation-files.ts";
import { ConsentManager } from "./consent-manager.tsx";
import { consentRootId, openCookieSettingsEvent, openOptOutEvent } from "./consent-root.ts";

/**
 * The consent flow as its own React root, rendered in the browser only: what it shows depends on
 * what this browser stored, which no prerender knows. Loaded by the islands' runtime for a visitor
 * whose stored choice does not settle the question, or who opens a consent dialog. Its words are the
 * `consent` translations, loaded from /locales with the flow (most visitors never need them).
 */
export async function mountConsentFlow(): Promise<{ open: (which: "settings" | "opt-out", opener: Element) => void }> {
  const container = document.getElementById(consentRootId);
  if (!container) throw new Error(`The page has no #${consentRootId}`);
  const locale = (document.documentElement.lang || localeFromPath(location.pathname)) as ReturnType<
    typeof localeFromPath
  >;
  const i18n = await prepareNavigation(locale, consentNamespaces);
  await new Promise<void>((decided) => {
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ConsentManager onDecided={decided} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
  return {
    open(which, opener) {
      if (opener instanceof HTMLElement) opener.focus({ preventScroll: true });
      window.dispatchEvent(new CustomEvent(which === "opt-out" ? openOptOutEvent : openCookieSettingsEvent));
    },
  };
}
