import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's documented client entry. The page was painted from its HTML before this module
// loaded (docs/decisions/0006-react-in-the-browser.md); hydration adopts it as it is.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
