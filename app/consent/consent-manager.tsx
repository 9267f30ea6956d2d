import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { type ConsentState, choose, noConsent, startConsent, vendorsApplied } from "./consent-controller.ts";
import { openCookieSettingsEvent, openOptOutEvent } from "./consent-root.ts";
import CookieBanner from "./cookie-banner.tsx";
import type { ConsentValue, Preferences } from "./model.ts";

// The decision and the banner load with the flow (it loads for a visitor who has not chosen); the
// dialogs load when they are opened.
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog.tsx"));
const OptOutDialog = lazy(() => import("./opt-out-dialog.tsx"));

type OpenDialog = "settings" | "opt-out" | null;

/** Focus that was in something now gone (the banner) goes to the main content, not to <body>. */
function focusMain(): void {
  document.getElementById("main")?.focus({ preventScroll: true });
}

/**
 * The cookie consent flow of docs/product.md, rendered in the browser only, into its own root
 * (app/consent/consent-island.tsx): the choice lives in the browser. It decides when it mounts
 * (`onDecided`) and renders nothing until there is something to ask or a dialog to show.
 */
export function ConsentManager({ onDecided }: { onDecided?: () => void }) {
  const [state, setState] = useState<ConsentState>(noConsent);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const opener = useRef<Element | null>(null);

  // The choice lives in the browser, so it is read once the page has hydrated; the banner's module
  // loads only when there is something to ask.
  useEffect(() => setState(startConsent()), []);

  const open = useCallback((which: Exclude<OpenDialog, null>) => {
    opener.current = document.activeElement;
    setDialog(which);
  }, []);

  useEffect(() => {
    const openSettings = () => open("settings");
    const openOptOut = () => open("opt-out");
    window.addEventListener(openCookieSettingsEvent, openSettings);
    window.addEventListener(openOptOutEvent, openOptOut);
    return () => {
      window.removeEventListener(openCookieSettingsEvent, openSettings);
      window.removeEventListener(openOptOutEvent, openOptOut);
    };
  }, [open]);

  const decideAndClose = (value: ConsentValue, preferences?: Preferences) => {
    const bannerHadFocus = Boolean(document.activeElement?.closest("[data-cookie-banner]"));
    setState(choose(value, preferences));
    setDialog(null);
    if (bannerHadFocus) requestAnimationFrame(focusMain);
  };

  // Focus goes back to what opened the dialog (the dialog loads lazily, so focus may have moved
  // meanwhile); when that was in the banner, which a choice removes, to the main content.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    else focusMain();
  };

  const bannerMode = state.reloading
    ? null
    : state.showBanner
      ? "ask"
      : state.gpcApplied && !noticeDismissed
        ? "gpc"
        : null;

  // What the page decided to show, on <html data-consent-banner> ("ask", "gpc" or "none"), as
  // `data-hydrated` marks the hydration: the banner arrives after the page (the flow's module loads
  // first), so a test can tell a banner on its way from none at all. Absent until the stored choice
  // is read, and while the page reloads (the next document decides again).
  useEffect(() => {
    const root = document.documentElement;
    if (state === noConsent || state.reloading) delete root.dataset.consentBanner;
    else {
      root.dataset.consentBanner = bannerMode ?? "none";
      // Decided once the vendors the choice allows have started (their loaders load on first use).
      if (onDecided) void vendorsApplied().then(onDecided);
    }
  }, [state, bannerMode, onDecided]);

  return (
    <>
      <Suspense fallback={null}>
        {bannerMode ? (
          <CookieBanner
            mode={bannerMode}
            onAcceptAll={() => decideAndClose("accepted")}
            onRejectAll={() => decideAndClose("rejected")}
            onSettings={() => open("settings")}
            onDoNotSell={() => open("opt-out")}
            onDismiss={() => {
              setNoticeDismissed(true);
              requestAnimationFrame(focusMain);
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {dialog === "settings" ? (
          <CookieSettingsDialog
            initial={state.preferences}
            gpc={state.gpc}
            onSave={(preferences) => decideAndClose("settings", preferences)}
            onClose={() => setDialog(null)}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        ) : null}
        {dialog === "opt-out" ? (
          <OptOutDialog
            onConfirm={() => decideAndClose("opt-out")}
            onCancel={() => setDialog(null)}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        ) : null}
      </Suspense>
    </>
  );
}
