import type { ReactNode } from "react";
import { scrollToAnchor } from "../../lib/scroll.ts";

/**
 * A link to an anchor on this page: a real #link (it works without JavaScript and can be copied),
 * which scrolls smoothly unless the reader prefers reduced motion and moves focus to the target
 * (WCAG 2.4.3) once the app runs.
 */
export function AnchorLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${id}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        scrollToAnchor(id);
      }}
    >
      {children}
    </a>
  );
}
