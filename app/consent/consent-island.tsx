import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ConsentSettings } from "./consent-manager.tsx";

let root: Root | undefined;

/**
 * Opens the cookie settings, the consent flow's one React root, rendered in the browser only (what
 * it shows is what this browser stored): loaded by the islands' runtime when a visitor asks for
 * the settings, from the banner or the footer. Its words come in its own file (consent-words.ts).
 */
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
