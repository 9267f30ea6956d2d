import type { PublicConfig } from "./config.ts";
import { baselineDirectives, cspValue } from "./content-security-policy.ts";
import { reportingEndpoints, reportsPath } from "./reports.ts";

// The security headers; an HTML page's policy lists its own inline scripts' hashes, so no
// 'unsafe-inline' (docs/decisions/0004-content-security-policy.md).
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), " +
    "gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
  "Reporting-Endpoints": reportingEndpoints(reportsPath),
};

// Subresources carry transport and content-type safety only: the document headers mean nothing on them
// and cost bytes on every module. SVG keeps the full set: opened on its own, it is a document.
export const subresourceSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": commonSecurityHeaders["Strict-Transport-Security"] as string,
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** HTML is revalidated on every use, so a new deploy (and a new policy) is seen at once. */
export const htmlCacheControl = "public, max-age=0, must-revalidate";

/** Hashed build assets never change under their name: a year, immutable. */
export const assetCacheControl = "public, max-age=31536000, immutable";

type Vendors = Pick<PublicConfig, "GA_MEASUREMENT_ID" | "CHAT_WIDGET_SRC" | "BACKEND_URL">;

// The configured vendors' hosts (the consent code decides whether they load) and BACKEND_URL's origin.
function vendorSources(config: Vendors) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  const form: string[] = [];
  if (config.GA_MEASUREMENT_ID) {
    script.push("https://www.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.CHAT_WIDGET_SRC) {
    const origin = new URL(config.CHAT_WIDGET_SRC).origin;
    script.push(origin);
    connect.push(origin);
    img.push(origin);
    frame.push(origin);
  }
  if (config.BACKEND_URL) {
    const backend = new URL(config.BACKEND_URL).origin;
    connect.push(backend);
    form.push(backend);
  }
  return { script, connect, img, frame, form };
}

/** The policy of one page, the same for every visitor, from its inline scripts' hashes. */
export function contentSecurityPolicy(
  config: Vendors,
  inlineScriptHashes: readonly string[],
  reportsTo: string = reportsPath,
): string {
  const vendors = vendorSources(config);
  return cspValue({
    "script-src": ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...vendors.script],
    // Style attributes set by components (transitions, positions) need this; scripts never do.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...vendors.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...vendors.connect],
    "manifest-src": ["'self'"],
    "frame-src": vendors.frame.length ? vendors.frame : ["'none'"],
    // The contact form posts natively to the function when the page's script has not taken it over.
    "form-action": [...baselineDirectives["form-action"], ...vendors.form],
    "report-uri": [reportsTo],
  });
}
