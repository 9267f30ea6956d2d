// Scripts are `<script src>` elements, never inline code, so a Content-Security-Policy allows them by host.

const vendorAttribute = "data-consent-vendor";

function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

export function addScript(vendor: string, src: string, onError?: () => void): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.setAttribute(vendorAttribute, vendor);
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  if (onError) script.addEventListener("error", onError, { once: true });
  document.head.append(script);
  return script;
}

/** Removes the vendor's script elements, and those it added itself from its own origins. */
export function removeScripts(vendor: string, origins: readonly string[]): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[src]")) {
    const ours = script.getAttribute(vendorAttribute) === vendor;
    const theirs = origins.some((origin) => script.src.startsWith(`${origin}/`));
    if (ours || theirs) script.remove();
  }
}
