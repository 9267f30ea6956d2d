import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConsentManager } from "./consent-manager.tsx";
import { consentRootId, openCookieSettingsEvent, openOptOutEvent } from "./consent-root.ts";

/**
 * The consent flow as its own React root, rendered in the browser only: what it shows depends on
 * what this browser stored, which no prerender knows. Loaded by the islands' runtime for a visitor
 * whose stored choice does not settle the question, or who opens a consent dialog. Its words come in
 * its own file (consent-words.ts).
 */
export async function mountConsentFlow(): Promise<{ open: (which: "settings" | "opt-out", opener: Element) => void }> {
  const container = document.getElementById(consentRootId);
  if (!container) throw new Error(`The page has no #${consentRootId}`);
  await new Promise<void>((decided) => {
    createRoot(container).render(
      <StrictMode>
        <ConsentManager onDecided={decided} />
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
