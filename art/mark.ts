import { color } from "./palette.ts";

/**
 * The Keystub mark on a 32-unit grid: a ticket stub (the notched card) whose cut-out is a key's
 * bit. The same drawing as app/components/wordmark.tsx and public/favicon.svg.
 */
export function markPaths(notch: string): string {
  return [
    `<rect x="2" y="6" width="28" height="20" rx="5" fill="${color("brand")}"/>`,
    `<circle cx="2" cy="16" r="4" fill="${notch}"/>`,
    `<circle cx="30" cy="16" r="4" fill="${notch}"/>`,
    `<path d="M11 16h10m-3 0v4m-3-4v3" stroke="${color("accent")}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
  ].join("");
}
