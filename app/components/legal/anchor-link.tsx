import type { ReactNode } from "react";

// A real #link, so it works without JavaScript; the page loader makes it scroll smoothly and move focus.
export function AnchorLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={className}>
      {children}
    </a>
  );
}
