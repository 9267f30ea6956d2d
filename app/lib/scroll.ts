/** Whether the visitor asked the system for less motion (WCAG 2.3.3). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to an in-page anchor (docs/product.md: calls to action smooth-scroll to their anchor),
 * instantly for visitors who prefer reduced motion, and moves focus there for keyboard users.
 */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${id}`);
}
