import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type ConsentState, choose, consentState } from "./consent-controller.ts";
import { focusMain } from "./consent-root.ts";
import type { Preferences } from "./model.ts";

const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog.tsx"));

/**
 * The cookie settings of docs/product.md, the one part of the consent flow that needs React: the
 * banner and the opt-out are the page's own markup, run by app/consent/banner.ts. Rendered in the
 * browser only, into its own root (app/consent/consent-island.tsx), each time `opener` asks.
 */
export function ConsentSettings({ opened }: { opened: { opener: Element | null } }) {
  const [state, setState] = useState<ConsentState>(consentState);
  const [open, setOpen] = useState(true);
  const opener = useRef<Element | null>(opened.opener);

  // Each request to open (a new `opened` object) opens the dialog again, with the consent as it is now.
  useEffect(() => {
    opener.current = opened.opener;
    setState(consentState());
    setOpen(true);
  }, [opened]);

  const save = (preferences: Preferences) => {
    setState(choose("settings", preferences));
    setOpen(false);
  };

  // Focus goes back to what opened the dialog (the dialog loads lazily, so focus may have moved
  // meanwhile); when that was in the banner, which a choice removes, to the main content.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    else focusMain();
  };

  return (
    <Suspense fallback={null}>
      {open ? (
        <CookieSettingsDialog
          initial={state.preferences}
          gpc={state.gpc}
          onSave={save}
          onClose={() => setOpen(false)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </Suspense>
  );
}
