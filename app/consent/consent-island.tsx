import { lazy, StrictMode, Suspense, useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { type ConsentState, choose, consentState } from "./consent-controller.ts";
import { focusMain } from "./consent-root.ts";
import type { Preferences } from "./model.ts";

const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog.tsx"));
let root: Root | undefined;

/** Opens the cookie settings, the consent flow's one React root, rendered in the browser only. */
export function openSettings(opener: Element): void {
  if (opener instanceof HTMLElement) opener.focus({ preventScroll: true });
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(
    <StrictMode>
      <ConsentSettings opened={{ opener }} />
    </StrictMode>,
  );
}

/** Each request to open (a new `opened` object) opens the dialog again, with the consent as it is now. */
function ConsentSettings({ opened }: { opened: { opener: Element | null } }) {
  const [state, setState] = useState<ConsentState>(consentState);
  const [open, setOpen] = useState(true);
  const opener = useRef<Element | null>(opened.opener);

  useEffect(() => {
    opener.current = opened.opener;
    setState(consentState());
    setOpen(true);
  }, [opened]);

  const save = (preferences: Preferences) => {
    setState(choose("settings", preferences));
    setOpen(false);
  };

  // Focus goes back to what opened the dialog (it loads lazily, so focus may have moved meanwhile);
  // when that was in the banner, which a choice removes, to the main content.
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
