import type { ReactNode } from "react";

/**
 * A link to an anchor on this page: a real #link (it works without JavaScript and can be copied).
 * The page's loader makes it a smooth scroll, unless the reader prefers reduced motion, and moves
 * the focus to the target (WCAG 2.4.3): app/islands/page-loader.inline.ts.
 */
export function AnchorLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={className}>
      {children}
    </a>
  );
}
