import { cspReportsEndpoint, reportsPath } from "./reports.ts";

// Every Content-Security-Policy the site and its server send (docs/decisions/0004-content-security-policy.md).

/** The directives a policy here may use, in the order it lists them. */
const directiveOrder = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "manifest-src",
  "frame-src",
  "worker-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "report-uri",
  "report-to",
] as const;

export type CspDirective = (typeof directiveOrder)[number];

/** Each directive's sources as the header writes them: "'self'", "'sha256-…'", a host; a URL or a name for the reports. */
export type CspDirectives = Partial<Record<CspDirective, readonly string[]>>;

/** What every policy starts from; violations are reported by `report-to`, or `report-uri` without the Reporting API. */
export const baselineDirectives = {
  "default-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "report-uri": [reportsPath],
  "report-to": [cspReportsEndpoint],
} as const satisfies CspDirectives;

/** The header's value: the baseline with `directives` added (a directive given replaces the baseline's). */
export function cspValue(directives: CspDirectives): string {
  const all: CspDirectives = { ...baselineDirectives, ...directives };
  return directiveOrder
    .flatMap((name) => {
      const sources = all[name];
      return sources ? [[name, ...sources].join(" ")] : [];
    })
    .join("; ");
}
