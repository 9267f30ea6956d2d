import type { ComponentProps } from "react";
import { useUiText } from "../islands/ui-words.tsx";

/** A link off the site that opens in a new tab, and says so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const t = useUiText();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t("a11y.opensInNewTab")}</span>
    </a>
  );
}
