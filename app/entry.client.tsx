import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { resolvePath } from "../site/pages.ts";
import { prepareNavigation } from "./i18n/instance.ts";

// React Router's documented client entry. The page was painted from its HTML before this module
// loaded (docs/decisions/0006-react-in-the-browser.md); hydration adopts it as it is, once the
// page's translations have loaded from /locales (the same files later pages share from the cache).
const { locale, namespaces } = resolvePath(location.pathname);
const i18n = await prepareNavigation(locale, namespaces);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
